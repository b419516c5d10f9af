import {securitySchemeAnchor} from './anchors';
import {markdownToHtml} from './markdown';
import {documentedObjectNames} from './objects';
import {asObject, componentRefName, deref, type Json} from './resolve';
import type {ObjectLinking} from './schema';
import {sharedHeaderNames} from './sharedHeaders';
import {documentOperations} from '../openapi/walk';
import type {ReferenceModel, SecuritySchemeView} from './types';

/**
 * A bundled document, read once for all its views: the decisions that hold for the whole document
 * (its servers and security schemes, which error responses and headers are written once, which
 * schemas are objects, and the aliases that links to them leave) are made here, before any
 * operation is viewed, and every view of the document reads them from this one object.
 */

/** How the bodies of one reference link to its objects; a response may be one ("Returns a X object"). */
export interface Linking extends ObjectLinking {
  /** Names of the shared response headers (sharedHeaders.ts). */
  headers: ReadonlySet<string>;
}

export interface DocumentContext {
  document: Json;
  servers: ReferenceModel['servers'];
  securitySchemes: SecuritySchemeView[];
  /** Error responses shown once, under Error responses: `components/responses` name → statuses used with. */
  sharedResponses: Map<string, string[]>;
  linking: Linking;
  /** Old id prefixes → the object anchors that now hold them, filled as views link (the model's `aliases`). */
  aliases: Record<string, string>;
}

/** The `components/responses` name an operation's response refers to, if any. */
export function sharedResponseName(raw: unknown): string | undefined {
  const ref = asObject(raw)?.$ref;
  return typeof ref === 'string' ? componentRefName(ref, 'responses') : undefined;
}

/**
 * Error responses written once under `components/responses` and returned by at least two
 * operations (400, 401, 404, 429 on nearly every call): shown once, under Error responses, instead
 * of repeating their headers, tree and examples in every operation. Name → statuses used with.
 */
function sharedErrorResponses(document: Json): Map<string, string[]> {
  const uses = new Map<string, {count: number; statuses: Set<string>}>();
  for (const {operation} of documentOperations(document)) {
    for (const [status, raw] of Object.entries(asObject(operation.responses) ?? {})) {
      const name = sharedResponseName(raw);
      if (!name || !/^[45]/.test(status)) continue;
      const use = uses.get(name) ?? {count: 0, statuses: new Set<string>()};
      use.count += 1;
      use.statuses.add(status);
      uses.set(name, use);
    }
  }
  return new Map([...uses].filter(([, use]) => use.count >= 2).map(([name, use]) => [name, [...use.statuses].sort()]));
}

function securitySchemesOf(document: Json): SecuritySchemeView[] {
  const schemes = asObject(asObject(document.components)?.securitySchemes) ?? {};
  return Object.entries(schemes).map(([name, raw]) => {
    const scheme = deref(document, raw).node;
    return {
      name,
      anchor: securitySchemeAnchor(name),
      header: (scheme.name as string | undefined) ?? name,
      descriptionHtml: markdownToHtml(scheme.description as string | undefined),
    };
  });
}

export function documentContext(document: Json): DocumentContext {
  const aliases: Record<string, string> = {};
  return {
    document,
    servers: ((document.servers as Json[] | undefined) ?? []).map((server) => ({
      url: server.url as string,
      description: (server.description as string | undefined) ?? '',
    })),
    securitySchemes: securitySchemesOf(document),
    sharedResponses: sharedErrorResponses(document),
    linking: {
      objects: documentedObjectNames(document),
      headers: sharedHeaderNames(document),
      onLink: (idPrefix, anchor) => {
        aliases[idPrefix] = anchor;
      },
    },
    aliases,
  };
}

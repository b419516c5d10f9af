import {sharedHeaderAnchor} from './anchors';
import {markdownToHtml} from './markdown';
import {asObject, deref, type Json} from './resolve';
import {typeLabel} from './schema';
import type {HeaderView, SharedHeaderView} from './types';

/**
 * Response headers written once under `components/headers` and sent by two or more responses (the
 * rate-limit headers and the request id are on every response): described once, under Response
 * headers, and named with a link in each response, instead of their descriptions in every one.
 */

const HEADER_REF = /^#\/components\/headers\/([^/]+)$/;

function headerName(raw: unknown): string | undefined {
  const ref = asObject(raw)?.$ref;
  return typeof ref === 'string' ? HEADER_REF.exec(ref)?.[1] : undefined;
}

/** Every response object of a document: those of its operations and those under `components/responses`. */
function* responseObjects(document: Json): Generator<Json> {
  for (const item of Object.values(asObject(document.paths) ?? {})) {
    for (const operation of Object.values(deref(document, item).node)) {
      for (const response of Object.values(asObject(asObject(operation)?.responses) ?? {})) {
        if (!asObject(response)?.$ref) yield asObject(response) ?? {};
      }
    }
  }
  for (const response of Object.values(asObject(asObject(document.components)?.responses) ?? {})) yield deref(document, response).node;
}

/** Names of the `components/headers` that two or more responses send. */
export function sharedHeaderNames(document: Json): Set<string> {
  const uses = new Map<string, number>();
  for (const response of responseObjects(document)) {
    for (const raw of Object.values(asObject(response.headers) ?? {})) {
      const name = headerName(raw);
      if (name) uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  }
  return new Set([...uses].filter(([, count]) => count >= 2).map(([name]) => name));
}

/** The headers of a response; a shared one is named and linked, its description being under Response headers. */
export function responseHeaders(document: Json, response: Json, shared: ReadonlySet<string>): HeaderView[] {
  return Object.entries(asObject(response.headers) ?? {}).map(([name, raw]) => {
    const header = deref(document, raw).node;
    const component = headerName(raw);
    if (component && shared.has(component)) return {name, type: typeLabel(document, header.schema), descriptionHtml: '', shared: sharedHeaderAnchor(component)};
    return {name, type: typeLabel(document, header.schema), descriptionHtml: markdownToHtml(header.description as string | undefined)};
  });
}

export function sharedHeaderViews(document: Json, names: ReadonlySet<string>): SharedHeaderView[] {
  const components = asObject(asObject(document.components)?.headers) ?? {};
  return [...names].map((name) => {
    const header = deref(document, components[name]).node;
    return {name, anchor: sharedHeaderAnchor(name), type: typeLabel(document, header.schema), descriptionHtml: markdownToHtml(header.description as string | undefined)};
  });
}

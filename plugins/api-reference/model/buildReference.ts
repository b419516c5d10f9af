import {
  AUTHENTICATION_ANCHOR,
  ERROR_RESPONSES_ANCHOR,
  INTRODUCTION_ANCHOR,
  operationAnchor,
  parameterAnchor,
  requestAnchor,
  requestPropertyAnchor,
  RESPONSE_HEADERS_ANCHOR,
  responseAnchor,
  responsePropertyAnchor,
  sharedResponseAnchor,
  sharedResponsePropertyAnchor,
  tagAnchor,
  WEBHOOKS_ANCHOR,
} from './anchors';
import {documentedExamples} from './examples';
import {splitIntroduction, type IntroSectionView} from './introSections';
import {markdownToHtml, plainText} from './markdown';
import {objectTitle} from './objectTitle';
import {documentContext, sharedResponseName, type DocumentContext} from './documentContext';
import {responseHeaders, sharedHeaderViews} from './sharedHeaders';
import {objectViews, placeObjects, type OperationSource} from './objectViews';
import {asObject, deref, type Json} from './resolve';
import {constraintsOf, enumOf, mergeAllOf, schemaView, typeLabel, type Direction} from './schema';
import {estimatedHeight, sharedResponseEstimatedHeight} from './estimatedHeight';
import {requestSamples} from './samples';
import {documentOperations, type DocumentOperation} from '../openapi/walk';
import type {
  MediaView,
  NavModel,
  ObjectView,
  OperationView,
  ParameterLocation,
  ParameterView,
  ReferenceModel,
  PropertyNode,
  ResponseView,
  SharedResponseView,
  TagView,
} from './types';

export interface ReferenceSource {
  id: string;
  apiName: string;
  downloadUrl: string;
  /** Guide page on this API's keys, linked from the Authentication section. */
  authenticationGuide?: string;
}

/** An operation until its final shape is known; its placeholder height is estimated from that. */
type DraftOperation = Omit<OperationView, 'estimatedHeight'>;

function withHeight(operation: DraftOperation): OperationView {
  return {...operation, estimatedHeight: estimatedHeight(operation)};
}

/** An operation without an operationId cannot be linked to: the build stops and names it. */
export class ReferenceError extends Error {}

const LOCATION_ORDER: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

function parametersOf(document: Json, pathItem: Json, operation: Json): Json[] {
  const byKey = new Map<string, Json>();
  for (const raw of [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]) {
    const parameter = deref(document, raw).node;
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()].sort((a, b) => LOCATION_ORDER.indexOf(a.in as ParameterLocation) - LOCATION_ORDER.indexOf(b.in as ParameterLocation));
}

function parameterView(document: Json, operationId: string, parameter: Json): ParameterView {
  const schema = mergeAllOf(document, deref(document, parameter.schema).node);
  const location = parameter.in as ParameterLocation;
  return {
    name: parameter.name as string,
    in: location,
    anchor: parameterAnchor(operationId, location, parameter.name as string),
    type: typeLabel(document, parameter.schema),
    required: parameter.required === true,
    deprecated: parameter.deprecated === true,
    descriptionHtml: markdownToHtml(parameter.description as string | undefined),
    constraints: constraintsOf(schema),
    enumValues: enumOf(document, schema),
    ...(schema.default !== undefined && {defaultValue: typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default)}),
    ...(parameter.example !== undefined && {example: String(parameter.example)}),
  };
}

function mediaViews({document, linking}: DocumentContext, content: unknown, direction: Direction, anchorFor: (path: string) => string, rootAnchor: string): MediaView[] {
  return Object.entries(asObject(content) ?? {}).map(([contentType, raw]) => {
    const media = asObject(raw) ?? {};
    return {
      contentType,
      schema: schemaView(document, media.schema ?? {}, direction, anchorFor, rootAnchor, {...linking, linkRoot: direction === 'response'}),
      examples: documentedExamples(document, media, contentType),
    };
  });
}

/**
 * The same schema is often listed under several content types (an image upload takes webp, jpeg,
 * png): show the tree once, under the first, and name the others.
 */
function collapseSameSchemas(views: MediaView[], content: unknown): MediaView[] {
  const raw = asObject(content) ?? {};
  const seen = new Map<string, MediaView>();
  const out: MediaView[] = [];
  for (const view of views) {
    const key = JSON.stringify(asObject(raw[view.contentType])?.schema ?? {});
    const first = seen.get(key);
    if (first && view.examples.length === 0) {
      first.contentType = `${first.contentType}, ${view.contentType}`;
      continue;
    }
    seen.set(key, view);
    out.push(view);
  }
  return out;
}

/** `TooManyRequests` → `Too Many Requests`. */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
}

function sharedResponseViews(context: DocumentContext): SharedResponseView[] {
  const {document, linking} = context;
  const components = asObject(asObject(document.components)?.responses) ?? {};
  return [...context.sharedResponses]
    .sort(([, a], [, b]) => a[0].localeCompare(b[0]))
    .map(([name, statuses]) => {
      const response = deref(document, components[name]).node;
      const anchor = sharedResponseAnchor(name);
      const view = {
        name,
        label: `${statuses.join(' or ')} ${words(name)}`,
        anchor,
        descriptionHtml: markdownToHtml(response.description as string | undefined),
        headers: responseHeaders(document, response, linking.headers),
        content: collapseSameSchemas(
          mediaViews(context, response.content, 'response', (path) => sharedResponsePropertyAnchor(name, path), anchor),
          response.content,
        ),
      };
      return {...view, estimatedHeight: sharedResponseEstimatedHeight(view)};
    });
}

function responsesOf(context: DocumentContext, operationId: string, operation: Json): ResponseView[] {
  const {document, linking} = context;
  return Object.entries(asObject(operation.responses) ?? {}).map(([status, raw]) => {
    const response = deref(document, raw).node;
    const anchor = responseAnchor(operationId, status);
    const sharedName = sharedResponseName(raw);
    const common = {status, anchor, descriptionHtml: markdownToHtml(response.description as string | undefined), isError: /^[45]/.test(status)};
    if (sharedName && context.sharedResponses.has(sharedName)) {
      return {...common, headers: [], content: [], shared: {anchor: sharedResponseAnchor(sharedName), label: `${status} ${words(sharedName)}`}};
    }
    return {
      ...common,
      headers: responseHeaders(document, response, linking.headers),
      content: collapseSameSchemas(
        mediaViews(context, response.content, 'response', (path) => responsePropertyAnchor(operationId, status, path), anchor),
        response.content,
      ),
    };
  });
}

/** A deprecated operation's replacement: the first `#operation/<id>` link of its description. */
function replacementOf(operation: Json): OperationView['replacement'] {
  if (operation.deprecated !== true) return undefined;
  const match = /\[([^\]]+)\]\(#(operation\/[A-Za-z0-9_.-]+)\)/.exec((operation.description as string | undefined) ?? '');
  return match ? {label: match[1], anchor: match[2]} : undefined;
}

function securityOf({document, securitySchemes}: DocumentContext, operation: Json): OperationView['security'] {
  const requirements = (operation.security ?? document.security ?? []) as Json[];
  return requirements.flatMap((requirement) =>
    Object.keys(requirement).flatMap((name) => {
      const scheme = securitySchemes.find((s) => s.name === name);
      return scheme ? [{header: scheme.header, scheme: name, anchor: scheme.anchor}] : [];
    }),
  );
}

/** One operation (or webhook) of the document, as its views read it from the document's context. */
function operationView(context: DocumentContext, {kind, method, path, pathItem, operation, where}: DocumentOperation): DraftOperation {
  const {document, servers} = context;
  const operationId = operation.operationId;
  if (typeof operationId !== 'string' || !operationId) {
    throw new ReferenceError(`${where}: operation without an operationId (every operation needs one for its permalink)`);
  }
  const parameters = parametersOf(document, pathItem, operation);
  const security = securityOf(context, operation);
  const body = operation.requestBody ? deref(document, operation.requestBody).node : undefined;
  const anchor = operationAnchor(operationId);
  const serverUrl = servers[0]?.url ?? 'https://example.invalid';
  return {
    operationId,
    anchor,
    kind,
    method: method.toUpperCase(),
    path,
    summary: (operation.summary as string | undefined) ?? operationId,
    descriptionHtml: markdownToHtml(operation.description as string | undefined),
    deprecated: operation.deprecated === true,
    replacement: replacementOf(operation),
    security,
    parameters: parameters.map((parameter) => parameterView(document, operationId, parameter)),
    ...(body && {
      requestBody: {
        required: body.required === true,
        descriptionHtml: markdownToHtml(body.description as string | undefined),
        content: collapseSameSchemas(
          mediaViews(context, body.content, 'request', (p) => requestPropertyAnchor(operationId, p), requestAnchor(operationId)),
          body.content,
        ),
      },
    }),
    responses: responsesOf(context, operationId, operation),
    samples:
      kind === 'operation'
        ? requestSamples({document, serverUrl, method, path, parameters, keyHeaders: security.map((s) => s.header), requestBody: body})
        : [],
    otherServers: kind === 'operation' ? servers.slice(1) : [],
  };
}

/**
 * A deprecated operation usually takes and returns exactly what its replacement does: its request
 * body and each such response then link to the replacement's instead of repeating the trees (a
 * third of the customer reference was such copies). Bodies that differ stay in full.
 */
function linkBodiesOfDeprecated(document: Json, raw: Map<DraftOperation, Json>): void {
  const byAnchor = new Map([...raw.keys()].map((view) => [view.anchor, view]));
  const same = (a: unknown, b: unknown) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);
  const contentOf = (node: unknown) => (node === undefined ? undefined : deref(document, node).node.content);
  for (const [view, operation] of raw) {
    const replacement = view.replacement && byAnchor.get(view.replacement.anchor);
    if (!replacement) continue;
    const target = raw.get(replacement)!;
    const label = replacement.summary;
    if (view.requestBody && same(contentOf(operation.requestBody), contentOf(target.requestBody))) {
      view.requestBody = {...view.requestBody, content: [], sameAs: {anchor: replacement.anchor, label}};
    }
    const targetResponses = asObject(target.responses) ?? {};
    view.responses = view.responses.map((response) => {
      const theirs = replacement.responses.find((r) => r.status === response.status);
      const ours = asObject(operation.responses)?.[response.status];
      if (!theirs || response.content.length === 0 || !same(contentOf(ours), contentOf(targetResponses[response.status]))) return response;
      // "Returns a X object" says more, in fewer words, than a link to another operation's
      // response; the examples are the replacement's.
      if (response.content[0].schema.object) return {...response, content: response.content.map((media) => ({...media, examples: []}))};
      return {...response, content: [], sameAs: {anchor: theirs.anchor, label}};
    });
  }
}

/** The reference model of a bundled OpenAPI document (all `$ref`s local). */
export function buildReference(document: Json, source: ReferenceSource): ReferenceModel {
  const info = asObject(document.info) ?? {};
  const context = documentContext(document);
  const declaredTags = ((document.tags as Json[] | undefined) ?? []).map((tag) => tag.name as string);
  const tagDescriptions = new Map(((document.tags as Json[] | undefined) ?? []).map((tag) => [tag.name as string, tag.description as string | undefined]));
  const byTag = new Map<string, DraftOperation[]>();
  const raw = new Map<DraftOperation, Json>();

  const webhooks: DraftOperation[] = [];
  const sources: OperationSource[] = [];
  for (const entry of documentOperations(document)) {
    const {kind, operation} = entry;
    const view = operationView(context, entry);
    sources.push({view, operation});
    if (kind === 'webhook') {
      webhooks.push(view);
      continue;
    }
    raw.set(view, operation);
    const tag = ((operation.tags as string[] | undefined) ?? [])[0] ?? 'Other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), view]);
  }

  linkBodiesOfDeprecated(document, raw);

  const tagOrder = [...declaredTags, ...[...byTag.keys()].filter((tag) => !declaredTags.includes(tag))].filter((tag) => byTag.has(tag));
  const objects = placeObjects(
    tagOrder.map((tag) => ({name: tag, operations: byTag.get(tag)!})),
    objectViews(context, sources),
  );
  const tags: TagView[] = tagOrder.map((tag) => ({
    name: tag,
    anchor: tagAnchor(tag),
    descriptionHtml: markdownToHtml(tagDescriptions.get(tag)),
    objects: objects.get(tag) ?? [],
    operations: byTag.get(tag)!.map(withHeight),
  }));

  // Ids of the page's own parts that an introduction topic must not take.
  const topLevel = new Set([AUTHENTICATION_ANCHOR, ERROR_RESPONSES_ANCHOR, RESPONSE_HEADERS_ANCHOR, WEBHOOKS_ANCHOR, ...tags.map((tag) => tag.anchor)]);
  const introduction = splitIntroduction(info.description as string | undefined, topLevel);

  return {
    id: source.id,
    apiName: source.apiName,
    title: (info.title as string | undefined) ?? 'API Reference',
    version: (info.version as string | undefined) ?? '',
    summary: plainText(info.summary as string | undefined),
    descriptionHtml: introduction.leadHtml,
    introSections: introduction.sections,
    downloadUrl: source.downloadUrl,
    ...(source.authenticationGuide && {authenticationGuide: source.authenticationGuide}),
    servers: context.servers,
    securitySchemes: context.securitySchemes,
    tags,
    webhooks: webhooks.map(withHeight),
    sharedResponses: sharedResponseViews(context),
    sharedHeaders: sharedHeaderViews(document, context.linking.headers),
    aliases: context.aliases,
  };
}

/** Property names of a tree down to `depth` levels: what a reader filters by, without the long tail. */
function propertyNames(nodes: PropertyNode[], names: Set<string>, depth: number): void {
  if (depth === 0) return;
  for (const node of nodes) {
    if (node.name !== '[]' && node.name !== '{key}') names.add(node.name);
    propertyNames(node.children, names, node.name === '[]' ? depth : depth - 1);
    for (const variant of node.variants) propertyNames(variant.children, names, depth - 1);
  }
}

/** What the navigation filter matches besides the summary: the path, parameter and field names. */
function navTerms(op: OperationView): string {
  const names = new Set<string>([op.path, ...op.parameters.map((parameter) => parameter.name)]);
  const bodies = [...(op.requestBody?.content ?? []), ...op.responses.filter((response) => !response.isError).flatMap((response) => response.content)];
  for (const media of bodies) propertyNames(media.schema.properties, names, 2);
  return [...names].join(' ');
}

function objectTerms(object: ObjectView): string {
  const names = new Set<string>([object.name]);
  propertyNames(object.schema.properties, names, 2);
  return [...names].join(' ');
}

/** The navigation of a reference: the small part of the model that the browser needs. */
export function navModel(model: ReferenceModel): NavModel {
  const item = (op: OperationView) => ({anchor: op.anchor, method: op.method, label: op.summary, deprecated: op.deprecated, terms: navTerms(op)});
  const objectItem = (object: ObjectView) => ({anchor: object.anchor, method: '', label: objectTitle(object.name), deprecated: false, terms: objectTerms(object)});
  const introItem = (section: IntroSectionView) => ({anchor: section.anchor, method: '', label: section.title, deprecated: false});
  return {
    groups: [
      {label: 'Introduction', anchor: INTRODUCTION_ANCHOR, items: model.introSections.map(introItem)},
      {label: 'Authentication', anchor: AUTHENTICATION_ANCHOR, items: []},
      ...(model.sharedHeaders.length > 0 ? [{label: 'Response headers', anchor: RESPONSE_HEADERS_ANCHOR, items: []}] : []),
      ...(model.sharedResponses.length > 0 ? [{label: 'Error responses', anchor: ERROR_RESPONSES_ANCHOR, items: []}] : []),
      ...model.tags.map((tag) => ({label: tag.name, anchor: tag.anchor, items: [...tag.objects.map(objectItem), ...tag.operations.map(item)]})),
      ...(model.webhooks.length > 0 ? [{label: 'Webhooks', anchor: WEBHOOKS_ANCHOR, items: model.webhooks.map(item)}] : []),
    ],
    aliases: model.aliases,
  };
}

/** Every operation and webhook of a reference, in page order. */
export function modelOperations(model: ReferenceModel): OperationView[] {
  return [...model.tags.flatMap((tag) => tag.operations), ...model.webhooks];
}

/** Every element id of a reference page, for the build's anchor check and the tests. */
export function allAnchors(model: ReferenceModel): string[] {
  const anchors = [INTRODUCTION_ANCHOR, ...model.introSections.map((section) => section.anchor), AUTHENTICATION_ANCHOR, ...model.securitySchemes.map((s) => s.anchor), ...model.tags.map((t) => t.anchor)];
  if (model.webhooks.length > 0) anchors.push(WEBHOOKS_ANCHOR);
  const walk = (nodes: PropertyNode[]) => {
    for (const node of nodes) {
      anchors.push(node.anchor);
      walk(node.children);
      for (const variant of node.variants) walk(variant.children);
    }
  };
  const walkMedia = (content: MediaView[]) => {
    for (const media of content) {
      walk(media.schema.properties);
      for (const variant of media.schema.variants) walk(variant.children);
    }
  };
  for (const object of model.tags.flatMap((tag) => tag.objects)) {
    anchors.push(object.anchor);
    walk(object.schema.properties);
    for (const variant of object.schema.variants) walk(variant.children);
  }
  if (model.sharedHeaders.length > 0) anchors.push(RESPONSE_HEADERS_ANCHOR, ...model.sharedHeaders.map((header) => header.anchor));
  if (model.sharedResponses.length > 0) anchors.push(ERROR_RESPONSES_ANCHOR);
  for (const response of model.sharedResponses) {
    anchors.push(response.anchor);
    walkMedia(response.content);
  }
  for (const op of modelOperations(model)) {
    anchors.push(op.anchor);
    for (const parameter of op.parameters) anchors.push(parameter.anchor);
    walkMedia(op.requestBody?.content ?? []);
    for (const response of op.responses) {
      anchors.push(response.anchor);
      walkMedia(response.content);
    }
  }
  return [...new Set(anchors)];
}

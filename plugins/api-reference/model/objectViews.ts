import {objectAnchor, objectPropertyAnchor} from './anchors';
import {objectEstimatedHeight} from './estimatedHeight';
import {exampleFromSchema, exampleView} from './examples';
import {exampleOfSchema} from './objects';
import {asObject, deref, schemaRef, type Json} from './resolve';
import type {DocumentContext} from './documentContext';
import {schemaView} from './schema';
import type {BodyLink, ExampleView, MediaView, ObjectView, OperationView, PropertyNode, TagView} from './types';

/** An operation's view beside the document's operation object it was made from. */
export interface OperationSource {
  view: Pick<OperationView, 'anchor' | 'summary' | 'deprecated' | 'responses'>;
  operation: Json;
}

/** The documented example values of a media type object, in the order the document lists them. */
function exampleValues(document: Json, media: Json): unknown[] {
  if (media.example !== undefined) return [media.example];
  return Object.values(asObject(media.examples) ?? {}).flatMap((raw) => {
    const value = deref(document, raw).node.value;
    return value === undefined ? [] : [value];
  });
}

/** Bodies whose examples may hold the object: success responses first (an object is what is returned), then requests. */
function* exampleSources(document: Json, sources: OperationSource[]): Generator<{schema: unknown; value: unknown}> {
  const current = sources.filter((source) => !source.view.deprecated);
  for (const {operation} of current) {
    for (const [status, raw] of Object.entries(asObject(operation.responses) ?? {})) {
      if (!/^2/.test(status)) continue;
      for (const media of Object.values(asObject(deref(document, raw).node.content) ?? {})) {
        for (const value of exampleValues(document, asObject(media) ?? {})) yield {schema: asObject(media)?.schema, value};
      }
    }
  }
  for (const {operation} of current) {
    const body = operation.requestBody ? deref(document, operation.requestBody).node : undefined;
    for (const media of Object.values(asObject(body?.content) ?? {})) {
      for (const value of exampleValues(document, asObject(media) ?? {})) yield {schema: asObject(media)?.schema, value};
    }
  }
}

/**
 * The object as the document's own examples show it (the fullest of them: a create request's
 * example may set only a few settings), else as built from its schema.
 */
function objectExample(document: Json, name: string, sources: OperationSource[]): ExampleView | undefined {
  let fullest: string | undefined;
  for (const {schema, value} of exampleSources(document, sources)) {
    const found = exampleOfSchema(document, schema, value, name);
    const json = found === undefined ? undefined : JSON.stringify(found);
    if (json !== undefined && json.length > (fullest?.length ?? 0)) fullest = json;
  }
  if (fullest !== undefined) return exampleView('', '', JSON.parse(fullest), 'application/json');
  const built = exampleFromSchema(document, {$ref: schemaRef(name)});
  return built === undefined ? undefined : exampleView('', '', built, 'application/json');
}

/** Names of a list's array in a page of results (`{items: [...], next}`). */
const LIST_PROPERTIES = new Set(['items', 'data', 'results']);

/** Is this body the object, or a page of a list of it? */
function returns(content: MediaView[], name: string): boolean {
  const schema = content[0]?.schema;
  if (!schema) return false;
  return schema.object?.name === name || schema.properties.some((node) => LIST_PROPERTIES.has(node.name) && node.object?.name === name && node.type.startsWith('array of'));
}

function returnedBy(name: string, sources: OperationSource[]): BodyLink[] {
  return sources
    .filter(({view}) => !view.deprecated && view.responses.some((response) => /^2/.test(response.status) && returns(response.content, name)))
    .map(({view}) => ({anchor: view.anchor, label: view.summary}));
}

/** "The X object" for each object of the document, in the order the document's context lists them. */
export function objectViews({document, linking}: DocumentContext, sources: OperationSource[]): ObjectView[] {
  return [...linking.objects].map((name) => {
    const anchor = objectAnchor(name);
    const schema = schemaView(document, {$ref: schemaRef(name)}, 'object', (path) => objectPropertyAnchor(name, path), anchor, linking);
    const example = objectExample(document, name, sources);
    const view = {
      name,
      anchor,
      descriptionHtml: schema.descriptionHtml,
      schema: {...schema, descriptionHtml: ''},
      ...(example && {example}),
      returnedBy: returnedBy(name, sources),
    };
    return {...view, estimatedHeight: objectEstimatedHeight(view)};
  });
}

/** The objects a tree links to, in the order it shows them (not looking inside those objects). */
function linkedNames(nodes: PropertyNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.object) out.push(node.object.name);
    linkedNames(node.children, out);
    for (const variant of node.variants) linkedNames(variant.children, out);
  }
}

function mediaLinks(content: MediaView[], out: string[]): void {
  for (const media of content) {
    if (media.schema.object) out.push(media.schema.object.name);
    linkedNames(media.schema.properties, out);
    for (const variant of media.schema.variants) linkedNames(variant.children, out);
  }
}

function operationLinks(operation: Pick<OperationView, 'requestBody' | 'responses'>): string[] {
  const out: string[] = [];
  for (const response of operation.responses) mediaLinks(response.content, out);
  mediaLinks(operation.requestBody?.content ?? [], out);
  return out;
}

/**
 * Each object goes to the tag whose operations first link to it (their responses before their
 * requests); an object only other objects link to goes with the first of those; one nothing links
 * to, with the first tag.
 */
export function placeObjects(
  tags: {name: TagView['name']; operations: Pick<OperationView, 'requestBody' | 'responses'>[]}[],
  objects: ObjectView[],
): Map<string, ObjectView[]> {
  const byName = new Map(objects.map((object) => [object.name, object]));
  const tagOf = new Map<string, string>();
  const place = (name: string, tag: string) => {
    if (tagOf.has(name) || !byName.has(name)) return;
    tagOf.set(name, tag);
    const nested: string[] = [];
    linkedNames(byName.get(name)!.schema.properties, nested);
    for (const inner of nested) place(inner, tag);
  };
  for (const tag of tags) for (const operation of tag.operations) for (const name of operationLinks(operation)) place(name, tag.name);
  for (const object of objects) if (tags[0]) place(object.name, tags[0].name);
  const placed = new Map<string, ObjectView[]>();
  for (const [name, tag] of tagOf) placed.set(tag, [...(placed.get(tag) ?? []), byName.get(name)!]);
  return placed;
}

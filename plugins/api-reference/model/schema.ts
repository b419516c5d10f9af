import {childPath, objectAnchor} from './anchors';
import {markdownToHtml} from './markdown';
import {schemaReference} from './objects';
import {asObject, deref, type Json} from './resolve';
import type {Constraint, ObjectLink, PropertyNode, SchemaView} from './types';

/**
 * Which side of the exchange a schema describes: read-only fields are not sent, write-only not
 * returned. An object documented once shows both kinds, flagged.
 */
export type Direction = 'request' | 'response' | 'object';

/** How a tree treats the schemas documented once as objects: it links to them instead of repeating them. */
export interface ObjectLinking {
  /** Names of the schemas documented as objects (objects.ts). */
  objects: ReadonlySet<string>;
  /**
   * Told of each place that now links to an object: the id prefix its properties would have had
   * (`operation/getX/response/200`, `object/CmpConfig/configuration`) and the object's anchor.
   */
  onLink?: (idPrefix: string, anchor: string) => void;
}

interface Walk {
  document: Json;
  direction: Direction;
  /** Element id of the property at a dot path. */
  anchorFor: (path: string) => string;
  linking?: ObjectLinking;
}

/** The object a schema value links to, if it is one of the documented objects. */
function linkedObject(walk: Pick<Walk, 'document' | 'linking'>, value: unknown, idPrefix: (suffix: string) => string): {link: ObjectLink; type: string} | undefined {
  if (!walk.linking) return undefined;
  const reference = schemaReference(walk.document, value);
  if (!reference || !walk.linking.objects.has(reference.name)) return undefined;
  const anchor = objectAnchor(reference.name);
  walk.linking.onLink?.(idPrefix(reference.suffix), anchor);
  return {
    link: {anchor, name: reference.name, alsoRequired: reference.alsoRequired},
    type: `${'array of '.repeat(reference.suffix.length / 2)}object (${reference.name})`,
  };
}

/** Nesting deeper than this is cut: no real body is this deep, and a bug must not hang the build. */
const MAX_DEPTH = 12;

/** allOf members merged into one schema: properties and required lists added up. */
export function mergeAllOf(document: Json, schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Json = {...schema, allOf: undefined};
  const properties: Json = {...(asObject(schema.properties) ?? {})};
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const member of schema.allOf) {
    const part = mergeAllOf(document, deref(document, member).node);
    Object.assign(properties, asObject(part.properties) ?? {});
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
    for (const [key, value] of Object.entries(part)) {
      if (key !== 'properties' && key !== 'required' && merged[key] === undefined) merged[key] = value;
    }
  }
  merged.properties = properties;
  merged.required = [...required];
  if (merged.type === undefined && Object.keys(properties).length > 0) merged.type = 'object';
  return merged;
}

function types(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function isNullSchema(schema: Json): boolean {
  const t = types(schema);
  return t.length === 1 && t[0] === 'null';
}

/** The alternatives of a oneOf/anyOf, without the `{type: null}` one that only makes it nullable. */
function alternatives(document: Json, schema: Json): {kind: 'oneOf' | 'anyOf'; members: {node: Json; ref?: string; name?: string}[]} | undefined {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = schema[kind];
    if (Array.isArray(list)) {
      const members = list.map((member) => deref(document, member)).filter((m) => !isNullSchema(m.node));
      return {kind, members};
    }
  }
  return undefined;
}

export function isNullable(document: Json, schema: Json): boolean {
  if (schema.nullable === true || types(schema).includes('null')) return true;
  for (const kind of ['oneOf', 'anyOf']) {
    const list = schema[kind];
    if (Array.isArray(list) && list.some((member) => isNullSchema(deref(document, member).node))) return true;
  }
  return false;
}

/** `string`, `integer`, `array of object`, `object (Rule)`, `one of 2 types`. */
export function typeLabel(document: Json, value: unknown): string {
  const {node, name} = deref(document, value);
  const schema = mergeAllOf(document, node);
  const alt = alternatives(document, schema);
  if (alt && alt.members.length === 1) return typeLabel(document, alt.members[0].node);
  if (alt) return `${alt.kind === 'oneOf' ? 'one of' : 'any of'} ${alt.members.map((m) => m.name ?? typeLabel(document, m.node)).join(' | ')}`;
  const own = types(schema).filter((t) => t !== 'null');
  let base = own.join(' | ') || (schema.properties ? 'object' : schema.items ? 'array' : 'any');
  if (own.length === 1 && own[0] === 'array') base = `array of ${typeLabel(document, schema.items)}`;
  if (own.length === 1 && own[0] === 'object' && name) base = `object (${name})`;
  if (typeof schema.contentMediaType === 'string' && own.includes('string')) base = `${base} (${schema.contentMediaType})`;
  return base;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every validation keyword of a schema, as label and value, in a stable order. */
export function constraintsOf(schema: Json): Constraint[] {
  const out: Constraint[] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== false) out.push({label, value: show(value)});
  };
  add('format', schema.format);
  add('min length', schema.minLength);
  add('max length', schema.maxLength);
  add('pattern', schema.pattern);
  add('minimum', schema.minimum);
  add('maximum', schema.maximum);
  if (typeof schema.exclusiveMinimum === 'number') add('greater than', schema.exclusiveMinimum);
  if (typeof schema.exclusiveMaximum === 'number') add('less than', schema.exclusiveMaximum);
  add('multiple of', schema.multipleOf);
  add('min items', schema.minItems);
  add('max items', schema.maxItems);
  if (schema.uniqueItems === true) add('unique items', 'yes');
  add('min properties', schema.minProperties);
  add('max properties', schema.maxProperties);
  add('content type', schema.contentMediaType);
  return out;
}

/** Constraints of a schema and, for arrays, of their items (`items max length 64`). */
function allConstraints(document: Json, schema: Json): Constraint[] {
  const own = constraintsOf(schema);
  if (types(schema).includes('array') && schema.items) {
    const items = mergeAllOf(document, deref(document, schema.items).node);
    for (const c of constraintsOf(items)) own.push({label: `items ${c.label}`, value: c.value});
  }
  return own;
}

export function enumOf(document: Json, schema: Json): string[] {
  if (Array.isArray(schema.enum)) return schema.enum.filter((v) => v !== null).map(show);
  if (schema.const !== undefined) return [show(schema.const)];
  if (types(schema).includes('array') && schema.items) return enumOf(document, mergeAllOf(document, deref(document, schema.items).node));
  return [];
}

function skipped(schema: Json, direction: Direction): boolean {
  return (direction === 'request' && schema.readOnly === true) || (direction === 'response' && schema.writeOnly === true);
}

/** The object whose properties a schema's children are: itself, or its array items (recursively). */
function containerOf(document: Json, schema: Json, refs: string[]): {schema: Json; refs: string[]; suffix: string} {
  if (types(schema).includes('array') && schema.items) {
    const item = deref(document, schema.items);
    const merged = mergeAllOf(document, item.node);
    const inner = containerOf(document, merged, item.ref ? [...refs, item.ref] : refs);
    return {...inner, suffix: `[]${inner.suffix}`};
  }
  return {schema, refs, suffix: ''};
}

function childrenOf(walk: Walk, schema: Json, path: string, ancestors: Map<string, string>, depth: number): Pick<PropertyNode, 'children' | 'variants'> {
  if (depth > MAX_DEPTH) return {children: [], variants: []};
  const properties = asObject(schema.properties) ?? {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const children: PropertyNode[] = [];
  for (const [name, value] of Object.entries(properties)) {
    const node = propertyNode(walk, name, childPath(path, name), value, required.has(name), ancestors, depth + 1);
    if (node) children.push(node);
  }
  const extra = asObject(schema.additionalProperties);
  if (extra && (extra.properties || extra.$ref || extra.allOf)) {
    const node = propertyNode(walk, '{key}', childPath(path, '{key}'), extra, false, ancestors, depth + 1);
    if (node) children.push(node);
  }
  const variants: PropertyNode['variants'] = [];
  const alt = alternatives(walk.document, schema);
  if (alt && alt.members.length > 1) {
    alt.members.forEach((member, index) => {
      const merged = mergeAllOf(walk.document, member.node);
      const nested = new Map(ancestors);
      if (member.ref) nested.set(member.ref, walk.anchorFor(path));
      const inner = childrenOf(walk, merged, path, nested, depth + 1);
      variants.push({
        title: (merged.title as string | undefined) ?? member.name ?? `${typeLabel(walk.document, merged)} (option ${index + 1})`,
        kind: alt.kind,
        children: inner.children,
      });
    });
  } else if (alt && alt.members.length === 1) {
    return childrenOf(walk, mergeAllOf(walk.document, alt.members[0].node), path, ancestors, depth + 1);
  }
  return {children, variants};
}

function propertyNode(
  walk: Walk,
  name: string,
  path: string,
  value: unknown,
  required: boolean,
  ancestors: Map<string, string>,
  depth: number,
): PropertyNode | undefined {
  const {node, ref, name: refName} = deref(walk.document, value);
  const schema = mergeAllOf(walk.document, node);
  if (skipped(schema, walk.direction)) return undefined;
  const anchor = walk.anchorFor(path);
  const base: PropertyNode = {
    name,
    path,
    anchor,
    type: typeLabel(walk.document, value),
    required,
    nullable: isNullable(walk.document, schema),
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    descriptionHtml: markdownToHtml((asObject(value)?.description as string | undefined) ?? (schema.description as string | undefined)),
    constraints: allConstraints(walk.document, schema),
    enumValues: enumOf(walk.document, schema),
    ...(schema.default !== undefined && {defaultValue: show(schema.default)}),
    children: [],
    variants: [],
  };
  // A documented object is a link: its properties are under "The X object".
  const linked = linkedObject(walk, value, (suffix) => walk.anchorFor(`${path}${suffix}`));
  if (linked) return {...base, type: linked.type, object: linked.link};
  // A property that refers to one of its ancestors links to it instead of repeating it forever.
  const container = containerOf(walk.document, schema, ref ? [ref] : []);
  const cyclic = container.refs.find((r) => ancestors.has(r));
  if (cyclic) {
    return {...base, cycle: {anchor: ancestors.get(cyclic)!, name: cyclic.split('/').pop() ?? refName ?? name}};
  }
  const nested = new Map(ancestors);
  for (const r of container.refs) nested.set(r, anchor);
  return {...base, ...childrenOf(walk, container.schema, `${path}${container.suffix}`, nested, depth)};
}

/**
 * The property tree of a body schema (request body or response). With `linking`, properties that
 * are documented objects link to them, and so does the body itself when `linkRoot` is set (a
 * response that returns "a X object"; a request body stays in its operation).
 */
export function schemaView(
  document: Json,
  value: unknown,
  direction: Direction,
  anchorFor: (path: string) => string,
  rootAnchor: string,
  linking?: ObjectLinking & {linkRoot?: boolean},
): SchemaView {
  const {node, ref} = deref(document, value);
  const schema = mergeAllOf(document, node);
  const walk: Walk = {document, direction, anchorFor, linking};
  const root = linking?.linkRoot ? linkedObject(walk, value, () => rootAnchor) : undefined;
  if (root) return {type: root.type, descriptionHtml: '', properties: [], variants: [], object: root.link};
  const container = containerOf(document, schema, ref ? [ref] : []);
  const ancestors = new Map(container.refs.map((r) => [r, rootAnchor]));
  // A body that is an array names its items' fields from the root: `dsarDetails.email`, not `[].dsarDetails.email`.
  const {children, variants} = childrenOf(walk, container.schema, '', ancestors, 0);
  return {
    type: typeLabel(document, value),
    descriptionHtml: markdownToHtml(schema.description as string | undefined),
    properties: children,
    variants,
  };
}

import {documentOperations} from '../openapi/walk';
import {asObject, deref, schemaRefName, type Json} from './resolve';

/**
 * Which named schemas the reference documents once, as "The X object" (the way Stripe documents
 * "The Customer object"), and how a schema value refers to one.
 *
 * A schema is an object of the reference when it is
 * - the success response of two or more operations (a deprecated operation does not count: it links
 *   to its replacement), or
 * - nested in two or more places of the document's schemas (the configuration's settings, inside
 *   the create body, the update body and the configuration itself),
 * and it has at least MIN_PROPERTIES properties of its own. A smaller one (an owner's name and
 * email) reads faster where it is than behind a link.
 */

const MIN_PROPERTIES = 4;

/** Keywords that only describe a place, not the shape of what is there. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'nullable']);

export interface SchemaReference {
  /** The schema's name under `components/schemas`. */
  name: string;
  /** `[]` per array level between the place and the schema (`array of array of X` → `[][]`). */
  suffix: string;
  /** Properties this place requires in addition (an `allOf` of the schema and a `required` list). */
  alsoRequired: string[];
}

function onlyAnnotations(schema: Json, except: string[]): boolean {
  return Object.keys(schema).every((key) => ANNOTATIONS.has(key) || except.includes(key));
}

/**
 * The named schema a property or body is, if it is exactly one: a `$ref`, an `allOf` of one `$ref`
 * and members that only add `required`, or an array of such.
 */
export function schemaReference(document: Json, value: unknown): SchemaReference | undefined {
  const schema = asObject(value);
  if (!schema) return undefined;
  if (typeof schema.$ref === 'string') {
    const name = schemaRefName(schema.$ref);
    if (name) return {name, suffix: '', alsoRequired: []};
    // A chain of $refs (a response's schema pointing at another named one): follow it.
    return schemaReference(document, deref(document, schema).node);
  }
  // `unevaluatedProperties: false` closes a request body's copy of an object that responses leave open: same shape.
  if (Array.isArray(schema.allOf) && onlyAnnotations(schema, ['allOf', 'unevaluatedProperties'])) {
    const members = schema.allOf.map((member) => asObject(member) ?? {});
    const refs = members.filter((member) => typeof member.$ref === 'string');
    const rest = members.filter((member) => typeof member.$ref !== 'string');
    if (refs.length !== 1 || !rest.every((member) => onlyAnnotations(member, ['required']))) return undefined;
    const inner = schemaReference(document, refs[0]);
    if (!inner || inner.suffix) return undefined;
    const alsoRequired = rest.flatMap((member) => (Array.isArray(member.required) ? (member.required as string[]) : []));
    return {...inner, alsoRequired: [...inner.alsoRequired, ...alsoRequired]};
  }
  // An array's own constraints (at most 100 items) stay on the property that holds it.
  if (schema.type === 'array' && schema.items && onlyAnnotations(schema, ['type', 'items', 'minItems', 'maxItems', 'uniqueItems'])) {
    const inner = schemaReference(document, schema.items);
    return inner && {...inner, suffix: `[]${inner.suffix}`};
  }
  return undefined;
}

function ownPropertyNames(document: Json, schema: Json): string[] {
  const names = Object.keys(asObject(schema.properties) ?? {});
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) names.push(...ownPropertyNames(document, deref(document, member).node));
  return [...new Set(names)];
}

function count(map: Map<string, Set<string>>, name: string, place: string): void {
  map.set(name, (map.get(name) ?? new Set()).add(place));
}

/** The names of the schemas a document's reference documents as objects. */
export function documentedObjectNames(document: Json): Set<string> {
  const schemas = asObject(asObject(document.components)?.schemas) ?? {};
  const returnedBy = new Map<string, Set<string>>();
  for (const {operation, where} of documentOperations(document)) {
    if (operation.deprecated === true) continue;
    for (const [status, raw] of Object.entries(asObject(operation.responses) ?? {})) {
      if (!/^2/.test(status)) continue;
      for (const media of Object.values(asObject(deref(document, raw).node.content) ?? {})) {
        const reference = schemaReference(document, asObject(media)?.schema);
        if (reference) count(returnedBy, reference.name, where);
      }
    }
  }
  const nestedIn = new Map<string, Set<string>>();
  for (const [owner, raw] of Object.entries(schemas)) {
    const schema = deref(document, raw).node;
    const properties: Json = {};
    for (const part of [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.map((member) => deref(document, member).node) : [])]) {
      Object.assign(properties, asObject(part.properties) ?? {});
    }
    for (const [property, value] of Object.entries(properties)) {
      const reference = schemaReference(document, value);
      if (reference) count(nestedIn, reference.name, `${owner}.${property}`);
    }
  }
  const names = new Set<string>();
  for (const name of Object.keys(schemas)) {
    const uses = Math.max(returnedBy.get(name)?.size ?? 0, nestedIn.get(name)?.size ?? 0);
    if (uses >= 2 && ownPropertyNames(document, deref(document, schemas[name]).node).length >= MIN_PROPERTIES) names.add(name);
  }
  return names;
}

/**
 * The part of an example value that is the named schema, found by walking the example beside the
 * schema it is an example of: the configuration's settings inside a configuration's example.
 */
export function exampleOfSchema(document: Json, schemaValue: unknown, example: unknown, name: string, depth = 0): unknown {
  if (example === undefined || example === null || depth > 12) return undefined;
  const reference = schemaReference(document, schemaValue);
  if (reference?.name === name) {
    let value = example;
    for (let level = 0; level < reference.suffix.length / 2; level++) value = Array.isArray(value) ? value[0] : undefined;
    return value;
  }
  const schema = deref(document, schemaValue).node;
  if (Array.isArray(example)) return schema.items ? exampleOfSchema(document, schema.items, example[0], name, depth + 1) : undefined;
  const values = asObject(example);
  if (!values) return undefined;
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.map((member) => deref(document, member).node) : [])];
  for (const part of parts) {
    for (const [property, value] of Object.entries(asObject(part.properties) ?? {})) {
      const found = exampleOfSchema(document, value, values[property], name, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}


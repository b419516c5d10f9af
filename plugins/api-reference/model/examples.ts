import {highlightCode} from './highlight';
import {mergeAllOf} from './schema';
import {asObject, deref, type Json} from './resolve';
import type {ExampleView} from './types';

/** A plausible value for a string format, when the document gives no example. */
const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '3f8e2a51-7c4d-4b9e-9a0f-2d6c1b8e4f17',
  'date-time': '2026-01-15T09:30:00Z',
  date: '2026-01-15',
  email: 'jane.doe@example.com',
  uri: 'https://www.example.com/',
  url: 'https://www.example.com/',
  hostname: 'www.example.com',
  ipv4: '203.0.113.24',
};

/** An example value for a schema: its own example, default, first enum value, or one built from its type. */
export function exampleFromSchema(document: Json, value: unknown, depth = 0, seen: string[] = []): unknown {
  const {node, ref} = deref(document, value);
  if (ref && seen.includes(ref)) return undefined;
  const trail = ref ? [...seen, ref] : seen;
  const schema = mergeAllOf(document, node);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const kind of ['oneOf', 'anyOf']) {
    const list = schema[kind];
    if (Array.isArray(list)) {
      const first = list.find((member) => deref(document, member).node.type !== 'null');
      if (first) return exampleFromSchema(document, first, depth + 1, trail);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (depth > 8) return undefined;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [name, prop] of Object.entries(asObject(schema.properties) ?? {})) {
        const propSchema = deref(document, prop).node;
        if (propSchema.readOnly === true) continue;
        const example = exampleFromSchema(document, prop, depth + 1, trail);
        if (example !== undefined) out[name] = example;
      }
      return out;
    }
    case 'array': {
      const item = exampleFromSchema(document, schema.items, depth + 1, trail);
      return item === undefined ? [] : [item];
    }
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1.5;
    case 'boolean':
      return true;
    case 'string':
      return FORMAT_EXAMPLES[schema.format as string] ?? 'string';
    default:
      return schema.properties ? exampleFromSchema(document, {...schema, type: 'object'}, depth, trail) : undefined;
  }
}

function isJson(contentType: string): boolean {
  return /[/+]json\b/.test(contentType);
}

/** An example value as the page shows it: pretty-printed and highlighted JSON, or text as written. */
export function exampleView(name: string, summary: string, value: unknown, contentType: string): ExampleView {
  if (isJson(contentType) || typeof value !== 'string') {
    const json = JSON.stringify(value, null, 2);
    return {name, summary, value: json, language: 'json', html: highlightCode(json, 'json')};
  }
  return {name, summary, value, language: 'text', html: highlightCode(value, 'text')};
}

/** The examples of a media type object, as written in the document; none if it has none. */
export function documentedExamples(document: Json, media: Json, contentType: string): ExampleView[] {
  if (media.example !== undefined) return [exampleView('', '', media.example, contentType)];
  const named = asObject(media.examples);
  if (!named) return [];
  return Object.entries(named).flatMap(([name, raw]) => {
    const example = deref(document, raw).node;
    if (example.value === undefined) return [];
    return [exampleView(name, (example.summary as string | undefined) ?? name, example.value, contentType)];
  });
}

/**
 * The example of a media type or parameter object: its `example`, its first named example with a
 * value, else one built from its schema.
 */
export function firstExampleValue(document: Json, holder: Json): unknown {
  if (holder.example !== undefined) return holder.example;
  for (const raw of Object.values(asObject(holder.examples) ?? {})) {
    const example = deref(document, raw).node;
    if (example.value !== undefined) return example.value;
  }
  return exampleFromSchema(document, holder.schema);
}

/** The example value of a parameter (same rule as a media type's). */
export const parameterExample = firstExampleValue;

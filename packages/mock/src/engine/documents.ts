/**
 * The OpenAPI documents the mock serves, as parsed objects: one server per document. The engine
 * reads everything else (operations, examples, parameters, error responses, webhooks, key
 * headers) from them, so a change to `openapi/*.yaml` changes the mock with no code change.
 */

export type Json = Record<string, unknown>;

export interface MockDocument {
  /** The document's file name without extension, e.g. `customer-rest-api`. */
  id: string;
  /** The parsed OpenAPI 3.1 document. */
  definition: Json;
}

/** The first example of a media type object: `example`, else the first of `examples`. */
export function firstExample(media: Json | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const examples = media.examples as Record<string, {value?: unknown}> | undefined;
  return examples ? Object.values(examples)[0]?.value : undefined;
}

/** Every example value of a media type object. */
export function allExamples(media: Json | undefined): unknown[] {
  if (!media) return [];
  const examples = media.examples as Record<string, {value?: unknown}> | undefined;
  return [...(media.example !== undefined ? [media.example] : []), ...Object.values(examples ?? {}).map((e) => e.value)].filter((v) => v !== undefined);
}

/** Resolves a local `$ref` ("#/components/...") of a document, following chains. */
export function resolveRef<T = Json>(definition: Json, value: unknown): T {
  let current = value as Json;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 20; depth += 1) {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], definition) as Json;
  }
  return current as T;
}

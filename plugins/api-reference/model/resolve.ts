/** JSON values of a bundled OpenAPI document, and its internal `$ref`s. */

export type Json = Record<string, unknown>;

export function asObject(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

/** Follows a local JSON pointer (`#/components/schemas/Rule`), decoding `~1` and `~0`. */
export function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local $refs are supported after bundling: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    const object = asObject(node) ?? (Array.isArray(node) ? (node as unknown as Json) : undefined);
    if (!object || !(key in object)) throw new Error(`Unresolvable $ref ${ref}`);
    node = object[key];
  }
  return node;
}

/** The object behind a chain of `$ref`s, and the name of the last one (`Rule`). */
export function deref(document: Json, value: unknown): {node: Json; ref?: string; name?: string} {
  let node = asObject(value) ?? {};
  let ref: string | undefined;
  for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops++) {
    ref = node.$ref as string;
    node = asObject(resolvePointer(document, ref)) ?? {};
  }
  return {node, ref, name: ref?.split('/').pop()};
}

type ComponentKind = 'schemas' | 'responses';

const componentsPointer = (kind: ComponentKind) => `#/components/${kind}/`;

/** `Rule` → `#/components/schemas/Rule`, the name encoded as a pointer token (RFC 6901). */
export function schemaRef(name: string): string {
  return `${componentsPointer('schemas')}${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * The named component a `$ref` points at (`#/components/schemas/Rule` → `Rule`, decoded), or
 * undefined for any other ref (another kind of component, a place inside one).
 */
export function componentRefName(ref: string, kind: ComponentKind): string | undefined {
  const prefix = componentsPointer(kind);
  if (!ref.startsWith(prefix)) return undefined;
  const token = ref.slice(prefix.length);
  return token && !token.includes('/') ? token.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** The named schema a `$ref` points at, or undefined for any other ref. */
export function schemaRefName(ref: string): string | undefined {
  return componentRefName(ref, 'schemas');
}

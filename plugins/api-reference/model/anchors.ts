/**
 * Element ids of the reference pages. `operation/<operationId>` is the public contract: guides and
 * the search index link to it, so it must not change. Everything inside an operation hangs below it.
 */

export function operationAnchor(operationId: string): string {
  return `operation/${operationId}`;
}

export function tagAnchor(tag: string): string {
  return `tag/${tag.replace(/\s+/g, '-')}`;
}

export function parameterAnchor(operationId: string, location: string, name: string): string {
  return `${operationAnchor(operationId)}/${location}/${name}`;
}

/** The request body of an operation: the root its properties hang from. */
export function requestAnchor(operationId: string): string {
  return `${operationAnchor(operationId)}/request`;
}

export function requestPropertyAnchor(operationId: string, path: string): string {
  return `${requestAnchor(operationId)}/${path}`;
}

export function responseAnchor(operationId: string, status: string): string {
  return `${operationAnchor(operationId)}/response/${status}`;
}

export function responsePropertyAnchor(operationId: string, status: string, path: string): string {
  return `${responseAnchor(operationId, status)}/${path}`;
}

export function securitySchemeAnchor(scheme: string): string {
  return `section/Authentication/${scheme}`;
}

export const INTRODUCTION_ANCHOR = 'section/Introduction';

/**
 * A topic of the introduction (`## Rate limits` → `section/Rate-limits`, Redoc's form). A title that
 * would take an id already on the page (`taken`) goes below the introduction's:
 * `section/Introduction/Authentication`.
 */
export function introSectionAnchor(title: string, taken: ReadonlySet<string>): string {
  const slug = title
    .replace(/[`*_]/g, '')
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  const anchor = `section/${slug}`;
  return taken.has(anchor) ? `${INTRODUCTION_ANCHOR}/${slug}` : anchor;
}
export const AUTHENTICATION_ANCHOR = 'section/Authentication';
export const ERROR_RESPONSES_ANCHOR = 'section/ErrorResponses';
export const RESPONSE_HEADERS_ANCHOR = 'section/ResponseHeaders';

/** A response header many responses send (`components/headers/<name>`), described once. */
export function sharedHeaderAnchor(name: string): string {
  return `header/${name}`;
}

/** An error response that many operations share (`components/responses/<name>`), shown once. */
export function sharedResponseAnchor(name: string): string {
  return `response/${name}`;
}

export function sharedResponsePropertyAnchor(name: string, path: string): string {
  return `${sharedResponseAnchor(name)}/${path}`;
}
export const WEBHOOKS_ANCHOR = 'tag/Webhooks';

/** "The X object": a named schema documented once (`components/schemas/<name>`). */
export function objectAnchor(name: string): string {
  return `object/${name}`;
}

export function objectPropertyAnchor(name: string, path: string): string {
  return `${objectAnchor(name)}/${path}`;
}

/** Dot path of a child property: `a.b`, array items as `a[]`. */
export function childPath(parent: string, name: string): string {
  if (name === '[]') return `${parent}[]`;
  return parent ? `${parent}.${name}` : name;
}

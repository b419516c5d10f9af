/** How the reference names a documented object (objects.ts), in headings and in links to it. */

/** The heading of an object's section and its navigation item. */
export function objectTitle(name: string): string {
  return `The ${name} object`;
}

/** `a CmpConfig object`, `an ActionItem object`. */
export function objectPhrase(name: string): string {
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} object`;
}

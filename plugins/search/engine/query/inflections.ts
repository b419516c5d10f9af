/**
 * Other forms of a query term that a prefix match does not reach: the plural in -ies of a word in
 * -y ("retry" → "retries", "policy" → "policies") and the singular of one in -ies. A prefix match
 * already finds the other endings ("limit" finds "limits", "limited"; "install" finds "installing").
 */
export function inflections(term: string): string[] {
  if (term.length >= 4 && /[^aeiou]y$/.test(term)) {
    return [`${term.slice(0, -1)}ies`];
  }
  if (term.length >= 5 && term.endsWith('ies')) {
    return [`${term.slice(0, -3)}y`];
  }
  return [];
}

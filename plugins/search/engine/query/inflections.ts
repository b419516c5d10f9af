import {WEIGHTS} from '../../shared/limits';

/** Terms shorter than this get no prefix match in a query of several words (WEIGHTS.longTermLength). */
const SHORT_TERM = WEIGHTS.longTermLength;

/**
 * Other forms of a query term that a prefix match does not reach: the plural in -ies of a word in
 * -y ("retry" → "retries", "policy" → "policies") and the singular of one in -ies. A prefix match
 * already finds the other endings ("limit" finds "limits", "limited"; "install" finds "installing"),
 * except for a short term in a query of several words, searched without prefix: the plural in -s of
 * the last one ("consent key" → "keys").
 */
export function inflections(term: string, last = false): string[] {
  // A short term is searched without prefix in a query of several words (query.ts). The last word
  // of a noun phrase is its head, the word a heading puts in the plural ("consent key" under
  // "Consent keys"): that one's plural is searched too.
  if (last && term.length < SHORT_TERM && /[a-z]$/.test(term) && !term.endsWith('s')) {
    return [`${term}s`];
  }
  // A past participle that doubled its consonant ("scanned") reaches its verb and noun ("scan",
  // "scans": "How often do scans run?") only through its stem.
  const doubled = /^(.*([bdgmnprt]))\2ed$/.exec(term);
  if (doubled && doubled[1].length >= 3) {
    return [doubled[1], `${doubled[1]}s`];
  }
  // A verb in -e drops it before -ing, where a prefix match cannot follow: "deactivate" finds the
  // heading "Deactivating a data store".
  if (term.length >= 5 && /[^aeiou]e$/.test(term)) {
    return [`${term.slice(0, -1)}ing`];
  }
  if (term.length >= 4 && /[^aeiou]y$/.test(term)) {
    return [`${term.slice(0, -1)}ies`];
  }
  if (term.length >= 5 && term.endsWith('ies')) {
    return [`${term.slice(0, -3)}y`];
  }
  return [];
}

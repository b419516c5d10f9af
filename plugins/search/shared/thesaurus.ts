/**
 * A small thesaurus of the docs' domain: words a reader or an assistant types for a concept that
 * the docs name otherwise ("delete a user's data" for an erasure request, "do not sell" for an
 * opt-out). Each line is a set of words searched for one another: a query term of a set also
 * searches the others, at THESAURUS_WEIGHT of its own weight and in the same place of the query
 * (a record matching "erasure" for "delete" has matched that term, not one more). Single words
 * only, lower case and without punctuation, as the index holds them; forms a prefix already finds
 * ("limits" for "limit") and plurals in -ies (inflections.ts) are not listed.
 * Kept small and general on purpose; the ranking tests show each set on the query it serves.
 */
const SETS: readonly string[] = [
  // Subject rights: what readers call an erasure request and its requester.
  'delete deletion erase erasure forget forgotten',
  'user person individual requester consumer',
  'dsar dsars subject',
  // Code: what a reader listens for is an event.
  'listen listener event events',
  // API behaviour.
  'idempotency idempotent',
  'limit throttle throttling quota',
  'expiry expire expires expired lifetime ttl',
  'retention retain retained keeps kept',
  'webhook callback',
  'pagination paginate paging cursor',
];

/** Terms searched along with `term` (none for most). */
export function relatedTerms(term: string): readonly string[] {
  return THESAURUS.get(term) ?? [];
}

const THESAURUS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const line of SETS) {
    const words = line.split(' ');
    for (const word of words) {
      map.set(word, [...(map.get(word) ?? []), ...words.filter((other) => other !== word && !(map.get(word) ?? []).includes(other))]);
    }
  }
  return map;
})();

/**
 * The zero-width space, word joiner and byte-order mark, the soft hyphen, and the bidirectional
 * controls (marks, embeddings, overrides, isolates): invisible, so text that looks the same must
 * match the same without them. The zero-width (non-)joiners stay: they shape emoji and scripts.
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * Text as it is indexed and searched: Unicode NFKC (full-width "ｃｏｎｓｅｎｔ" reads "consent",
 * ligatures are split) without invisible characters. The indexer applies it at build time, so
 * the browser only normalises the query.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

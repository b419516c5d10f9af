/** Words that say nothing about what a reader looked for. */
const NOISE = new Set(['html', 'htm', 'md', 'mdx', 'index', 'docs', 'www', 'php', 'aspx']);

/** Longest query handed to the search dialog; a long path is mostly noise past its first words. */
const MAX_WORDS = 8;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0`) is kept as written rather than failing the page.
    return segment;
  }
}

/**
 * The search query a missing path suggests: its words, in order, once each, without extensions
 * and filler. `/cmp/mobile-sdks/androd/instal.html` → `cmp mobile sdks androd instal`. The search
 * engine's typo tolerance does the rest.
 */
export function queryFromPath(pathname: string): string {
  const words: string[] = [];
  for (const segment of pathname.split('/')) {
    for (const word of decode(segment).toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word && !NOISE.has(word) && !/^\d+$/.test(word) && !words.includes(word)) words.push(word);
    }
  }
  return words.slice(0, MAX_WORDS).join(' ');
}

// Which representation of a page an Accept header asks for: the HTML page or its Markdown twin.
// scripts/serve.mjs runs prefersMarkdown(); deploy/nginx.conf runs the same rule as a chain of
// `map` blocks (nginxNegotiationMaps, rendered by scripts/nginx.mjs), and
// tests/unit/scripts/servers.test.ts checks that both servers pick alike on a fuzz of headers.
//
// The rule (RFC 9110, section 12.5.1):
// - Markdown is only sent to a client that names `text/markdown` itself; `*/*` alone gets HTML.
// - Each side's weight is its q-value (1 when absent or not a valid qvalue). HTML's weight comes
//   from the most specific range that covers it: `text/html`, else `text/*`, else `*/*`, else 0.
// - A range named more than once counts by its first entry, an entry by its first valid q.
// - The higher weight wins. On a tie (and a weight above 0) the Markdown twin is sent, unless
//   `text/html` is named before `text/markdown`: the client's order breaks the tie.
// Agents send `text/markdown, text/html, */*` and get Markdown; browsers send `text/html, …,
// */*;q=0.8` and get HTML.

/** A valid qvalue (RFC 9110, section 12.4.2): 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The entries of an Accept header, in order: the media range (lower case) and its weight.
 * @param {string} header
 * @returns {Array<{range: string, q: number}>}
 */
export function parseAccept(header) {
  return header.split(',').map((entry) => {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim());
    // The first valid q parameter counts; an invalid one is ignored (weight 1), as nginx's maps do.
    const q = params
      .map((param) => /^q\s*=\s*(.*)$/i.exec(param)?.[1]?.trim())
      .find((value) => value !== undefined && QVALUE.test(value));
    return {range: range.toLowerCase(), q: q === undefined ? 1 : Number(q)};
  });
}

/**
 * The longest Accept header negotiated: a longer one gets HTML. Browsers and agents send under 300
 * characters; nginx's maps cost about 16 ms on an 8 KB header of empty entries, 0.4 ms at 1 KB.
 */
export const MAX_ACCEPT_LENGTH = 1024;

/** Whether an Accept header gets the Markdown twin of a page rather than its HTML. */
export function prefersMarkdown(header) {
  if (typeof header !== 'string' || header.length > MAX_ACCEPT_LENGTH) return false;
  const entries = parseAccept(header);
  const markdown = entries.findIndex(({range}) => range === 'text/markdown');
  if (markdown < 0 || entries[markdown].q === 0) return false;
  const html = ['text/html', 'text/*', '*/*'].map((range) => entries.findIndex((entry) => entry.range === range)).find((i) => i >= 0);
  if (html === undefined) return true;
  const [mdQ, htmlQ] = [entries[markdown].q, entries[html].q].map((q) => Math.round(q * 1000));
  if (mdQ !== htmlQ) return mdQ > htmlQ;
  return !(entries[html].range === 'text/html' && html < markdown);
}

// ------------------------------------------------------------------ the same rule for nginx

// A valid qvalue as nginx's PCRE reads it (QVALUE above), followed by the end of its parameter.
const NGINX_QVALUE = '(?:0(?:\\.\\d{0,3})?|1(?:\\.0{0,3})?)\\s*(?:[;,]|$)';

/** The entries at the start of the header that are not of range `name` (a regular expression). */
const entriesOtherThan = (name) => `^(?:(?!\\s*${name}\\s*(?:[;,]|$))[^,]*,)*`;

/** The start of the header up to the first entry of range `name`, that entry's range included. */
const firstEntry = (name) => `${entriesOtherThan(name)}\\s*${name}\\s*`;

/**
 * The weight of one media range as four digits (`1000` for 1, `0500` for 0.5), as map lines that
 * nginx tests in order: the first entry of the range with a first valid q=0.x, with a first valid
 * q=1, then that entry without a valid q. Like parseAccept, a repeated range counts by its first
 * entry and an entry by its first valid q: the parameters before it are skipped only when they are
 * not a valid q. A q=0.x line yields `0` + its decimals + `000`; the next map keeps four digits.
 */
function weightLines(range) {
  const name = range.replace(/[*+.]/g, (char) => `\\${char}`);
  const entry = firstEntry(name);
  const q = `(?:;(?!\\s*q\\s*=\\s*${NGINX_QVALUE})[^;,]*)*;\\s*q\\s*=\\s*`;
  const end = `\\s*(?:[;,]|$)`;
  return [
    [`~*${entry}${q}0(?:\\.(?<d>\\d{0,3}))?${end}`, '0${d}000'],
    [`~*${entry}${q}1(?:\\.0{0,3})?${end}`, '1000'],
    [`~*${entry}(?:[;,]|$)`, '1000'],
  ];
}

/** `first` is greater than `second`, both four digits: equal up to a digit that is higher in `first`. */
const GREATER = `^(\\d*)(?:${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => `${digit}\\d*:\\1[0-${digit - 1}]`).join('|')})`;

const block = (source, target, lines, fallback) =>
  [`map ${source} ${target} {`, ...lines.map(([key, value]) => `  "${key}" "${value}";`), `  default "${fallback}";`, '}'].join('\n');

/**
 * The `map` blocks that set `$markdown_preferred` (1 or 0) from `$http_accept` by the rule above.
 * Regular expressions only. Each repeated group can match its text in one way only (an entry up to
 * its comma, a parameter up to its semicolon), so a failed match backtracks once per entry, not
 * exponentially.
 */
export function nginxNegotiationMaps() {
  const digits = (source, target) => block(source, target, [['~^(?<w>\\d{4})', '$w']], 'none');
  return [
    // Headers over MAX_ACCEPT_LENGTH are not negotiated (HTML), which bounds the maps' work.
    block('$http_accept', '$accept_header', [[`~^.{0,${MAX_ACCEPT_LENGTH}}$`, '$http_accept']], ''),
    block('$accept_header', '$accept_markdown_weight', weightLines('text/markdown'), 'none'),
    digits('$accept_markdown_weight', '$accept_markdown_q'),
    block('$accept_header', '$accept_html_weight', [...weightLines('text/html'), ...weightLines('text/*'), ...weightLines('*/*')], '0000'),
    digits('$accept_html_weight', '$accept_html_q'),
    // `text/html` named before the first `text/markdown` entry (whether Markdown is named at all is
    // $accept_markdown_q's business).
    block('$accept_header', '$accept_html_first', [[`~*${entriesOtherThan('text/markdown')}\\s*text/html\\s*(?:[;,]|$)`, '1']], '0'),
    block('$accept_markdown_q:$accept_html_q:$accept_html_first', '$markdown_preferred', [
      ['~^(?:none|0000):', '0'],
      ['~^(\\d{4}):\\1:0$', '1'],
      [`~${GREATER}`, '1'],
    ], '0'),
  ].join('\n');
}

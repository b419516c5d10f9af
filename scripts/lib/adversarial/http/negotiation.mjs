// Accept negotiation between a page and its Markdown twin follows q-values, then the order, on both
// servers alike: a few stated headers, then a fuzz that repeats media ranges and gives entries
// several q parameters (where nginx's maps and the Node server once picked differently).
import {prefersMarkdown} from '../../negotiation.mjs';
import {rawRequest} from '../../probe.mjs';

const HEADERS = [
  'text/markdown;q=0.9, text/html;q=1',
  'text/html;q=0.5, text/markdown',
  'text/html, text/markdown',
  'text/markdown, text/html, */*',
  'text/markdown;q=0.5, */*',
  'text/markdown;q=0, text/html',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  // A repeated range counts by its first entry; an entry counts by its first valid q.
  'text/markdown, text/markdown;q=0.5, text/html',
  'text/markdown;q=0.5, text/html, text/markdown',
  'text/html, text/markdown;q=0.5, text/html;q=0.1',
  'text/markdown;q=1;q=0.5, text/html',
  'text/markdown;q=2;q=0.3, text/html;q=0.2',
  'text/markdown, text/html, text/markdown',
];

const RANGES = ['text/markdown', 'text/html', 'text/*', '*/*', 'TEXT/Markdown', 'application/json'];
const PARAMS = ['', ';q=0', ';q=0.5', ';q=1', ';q=0.25', ';q=0.001', ';q=1.0', ';q=0.000', ';level=1;q=0.8', '; q=0.7', ';q=2', ';q=abc', ' ;q=0.6',
  ';q=0.5;q=1', ';q=1;q=0.5', ';q=2;q=0.3', ';Q=0.4', ';q=0.9;level=1', ';q=0;q=1'];
const SEPARATORS = [', ', ',', ' , '];

/**
 * Accept headers of 1 to 6 entries drawn from few media ranges, so that most repeat one, with
 * weights that are missing, invalid or given twice (a linear congruential generator, no dependency).
 * @param {number} count
 * @param {number} [seed]
 */
export function fuzzAcceptHeaders(count, seed = 600) {
  let state = seed;
  const pick = (list) => list[Math.floor(((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * list.length)];
  return Array.from({length: count}, () => {
    const entries = Array.from({length: 1 + Math.floor(pick([0, 1, 2, 3, 4, 5]))}, () => `${pick(RANGES)}${pick(PARAMS)}`);
    return entries.join(pick(SEPARATORS));
  });
}

/** Each header's answer on one server, beside what the stated rule picks. */
export async function negotiate(origin, headers) {
  const answers = [];
  for (let i = 0; i < headers.length; i += 16) {
    answers.push(...await Promise.all(headers.slice(i, i + 16).map(async (accept) => {
      const response = await rawRequest(origin, '/cmp/', {headers: {Accept: accept}});
      return {accept, sent: (response.headers['content-type'] ?? '').split(';')[0], expected: prefersMarkdown(accept) ? 'text/markdown' : 'text/html'};
    })));
  }
  return answers;
}

export const FUZZED_HEADERS = 600;

export default {
  id: '4.5',
  expected: 'Accept negotiation follows q-values, then the order (RFC 9110 §12.5.1), also for repeated media ranges and several q parameters',
  async run({origin}) {
    return {answers: await negotiate(origin, HEADERS), fuzzed: await negotiate(origin, fuzzAcceptHeaders(FUZZED_HEADERS))};
  },
  held: ({answers, fuzzed = []}) => [...answers, ...fuzzed].every(({sent, expected}) => sent === expected),
  summary: ({answers, fuzzed = []}) => {
    const wrong = answers.filter(({sent, expected}) => sent !== expected);
    const wrongFuzzed = fuzzed.filter(({sent, expected}) => sent !== expected);
    const quoted = (list) => list.slice(0, 3).map(({accept, sent}) => `\`${accept}\` → ${sent}`).join(', ');
    return `${answers.length} headers, ${wrong.length} answered with the other representation${wrong.length ? ` (${quoted(wrong)})` : ''}; `
      + `\`text/markdown;q=0.9, text/html;q=1\` → ${answers[0].sent}; ${fuzzed.length} fuzzed headers (repeated ranges, several q), `
      + `${wrongFuzzed.length} answered otherwise than the rule${wrongFuzzed.length ? ` (${quoted(wrongFuzzed)})` : ''}`;
  },
};

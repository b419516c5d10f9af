// Accept negotiation between a page and its Markdown twin follows q-values, then the order.
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
];

export default {
  id: '4.5',
  expected: 'Accept negotiation follows q-values, then the order (RFC 9110 §12.5.1)',
  async run({origin}) {
    const answers = [];
    for (const accept of HEADERS) {
      const response = await rawRequest(origin, '/cmp/', {headers: {Accept: accept}});
      answers.push({accept, sent: (response.headers['content-type'] ?? '').split(';')[0], expected: prefersMarkdown(accept) ? 'text/markdown' : 'text/html'});
    }
    return {answers};
  },
  held: ({answers}) => answers.every(({sent, expected}) => sent === expected),
  summary: ({answers}) => {
    const wrong = answers.filter(({sent, expected}) => sent !== expected);
    return `${answers.length} headers, ${wrong.length} answered with the other representation${wrong.length ? ` (${wrong.map(({accept, sent}) => `\`${accept}\` → ${sent}`).join(', ')})` : ''}; \`text/markdown;q=0.9, text/html;q=1\` → ${answers[0].sent}`;
  },
};

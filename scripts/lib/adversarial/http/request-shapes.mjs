// Request shapes beyond paths (framing, Host, validators, codings, header sizes, repeated headers)
// sent to both servers: they must answer alike, except for the differences listed in
// SHAPE_DIFFERENCES, each documented in the README (Deploying). Also the three findings of the Node
// server alone: HTTP/0.9 followed by an empty line, the 417 without headers, and a malformed request
// pipelined after valid ones.
import {parseAnswers, rawExchange} from '../../probe.mjs';
import {missingHeaders} from './shared.mjs';

const get = (target, host, lines = [], version = 'HTTP/1.1') =>
  `GET ${target} ${version}\r\nHost: ${host}\r\n${lines.map((line) => `${line}\r\n`).join('')}Connection: close\r\n\r\n`;

/** @type {Record<string, (host: string) => string>} each shape's bytes for a Host */
export const REQUEST_SHAPES = {
  'two Host lines': (host) => get('/cmp/', host, [`Host: ${host}`]),
  'a Host with a space and a slash': () => get('/cmp/', 'a b/c'),
  'a Host with a backslash': () => get('/cmp/', 'evil.example\\x'),
  'a Host with a space': () => get('/cmp/', 'a b'),
  'a Host with a slash': () => get('/cmp/', 'a/b'),
  'a Host with ..': () => get('/cmp/', 'a..b'),
  'a Host with a tab': () => get('/cmp/', 'a\tb'),
  'HTTP/1.0 without Host': () => 'GET /cmp/ HTTP/1.0\r\n\r\n',
  'If-Match of another ETag': (host) => get('/cmp/', host, ['If-Match: "nope"']),
  'If-Match: *': (host) => get('/cmp/', host, ['If-Match: *']),
  'If-Unmodified-Since 1970': (host) => get('/cmp/', host, ['If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT']),
  'If-Modified-Since 2099-01-01 (no HTTP date)': (host) => get('/cmp/', host, ['If-Modified-Since: 2099-01-01']),
  'If-Modified-Since in RFC 850 form, 1999': (host) => get('/cmp/', host, ['If-Modified-Since: Friday, 01-Jan-99 00:00:00 GMT']),
  'If-Modified-Since in asctime form, 2099': (host) => get('/cmp/', host, ['If-Modified-Since: Fri Jan  1 00:00:00 2099']),
  'Transfer-Encoding: identity, chunked': (host) => `${get('/cmp/', host, ['Transfer-Encoding: identity, chunked'])}0\r\n\r\n`,
  'TE: identity, chunked': (host) => get('/cmp/', host, ['TE: identity, chunked']),
  'a 9 KB header line': (host) => get('/cmp/', host, [`X-Long: ${'a'.repeat(9000)}`]),
  'five 4 KB header lines': (host) => get('/cmp/', host, Array.from({length: 5}, (_, i) => `X-${i}: ${'a'.repeat(4000)}`)),
  'ten 4 KB header lines': (host) => get('/cmp/', host, Array.from({length: 10}, (_, i) => `X-${i}: ${'a'.repeat(4000)}`)),
  'Accept-Encoding: x-gzip': (host) => get('/llms.txt', host, ['Accept-Encoding: x-gzip']),
  'Accept-Encoding: *': (host) => get('/llms.txt', host, ['Accept-Encoding: *']),
  'two Accept lines, HTML first': (host) => get('/cmp/', host, ['Accept: text/html', 'Accept: text/markdown']),
  'two Accept lines, Markdown first': (host) => get('/cmp/', host, ['Accept: text/markdown', 'Accept: text/html']),
  'an unknown Expect': (host) => get('/cmp/', host, ['Expect: 200-ok']),
  'HTTP/2.0 request line': (host) => get('/cmp/', host, [], 'HTTP/2.0'),
  'HTTP/1.2 request line': (host) => get('/cmp/', host, [], 'HTTP/1.2'),
  'bare LF line ends': (host) => `GET /cmp/ HTTP/1.1\nHost: ${host}\nConnection: close\n\n`,
  'absolute-form target of another host': (host) => get('http://evil.example/cmp/', host),
  'Content-Length on a GET': (host) => `GET /cmp/ HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc`,
  'a folded header line': (host) => get('/cmp/', host, ['X-A: a', ' b']),
};

/**
 * The shapes the servers answer differently on purpose, with why (the README's Deploying section
 * says the same): a server's own HTTP parser decides, and neither answer serves anything it must not.
 */
export const SHAPE_DIFFERENCES = {
  'HTTP/1.2 request line': 'nginx serves it as HTTP/1.1; Node\'s parser (llhttp) refuses any version but 1.0 and 1.1 with 400',
  'bare LF line ends': 'nginx accepts a bare LF as a line end (RFC 9112 allows it); Node\'s parser refuses it with 400, a guard against request smuggling behind proxies that disagree',
};

/** The status of the first answer, with whether it carried the security headers; null: no answer. */
async function firstAnswer(origin, bytes) {
  const [answer] = parseAnswers(await rawExchange(origin, bytes, {timeoutMs: 3000}));
  return answer ? {status: answer.status, headers: missingHeaders(answer).length === 0, encoding: answer.headers['content-encoding'] ?? null, type: (answer.headers['content-type'] ?? '').split(';')[0]} : null;
}

/** Each shape's answer on one server. */
export async function answerShapes(origin) {
  const {host} = new URL(origin);
  /** @type {Record<string, {status: number, headers: boolean, encoding: string | null, type: string} | null>} */
  const answers = {};
  for (const [name, shape] of Object.entries(REQUEST_SHAPES)) answers[name] = await firstAnswer(origin, shape(host));
  return answers;
}

/** The Node server's three findings, measured on any server. */
export async function framingFindings(origin) {
  const {host} = new URL(origin);
  const http09 = await rawExchange(origin, 'GET /cmp/\r\n\r\n', {timeoutMs: 2000});
  const expect = await firstAnswer(origin, get('/cmp/', host, ['Expect: 200-ok']));
  const pipelined = parseAnswers(
    await rawExchange(origin, `GET /cmp/ HTTP/1.1\r\nHost: ${host}\r\n\r\nGET /llms.txt HTTP/1.1\r\nHost: ${host}\r\n\r\nGET /x HTTP/1.1\r\nHost: ${host}\r\nBad Header\r\n\r\n`, {timeoutMs: 3000}),
  );
  return {
    http09Page: /<html/i.test(http09),
    expect,
    pipelined: pipelined.map(({status, headers}) => `${status}${headers['content-security-policy'] ? '' : ' without headers'}`),
  };
}

export default {
  id: '1.9',
  expected: 'Request shapes beyond paths (Host, validators, codings, header sizes, versions, pipelining): answered alike, with headers; HTTP/0.9 gets no page',
  async run({origin}) {
    return {answers: await answerShapes(origin), framing: await framingFindings(origin)};
  },
  held: ({answers, framing}) =>
    Object.values(answers).every((answer) => answer === null || answer.headers) &&
    !framing.http09Page &&
    framing.expect?.headers === true &&
    framing.pipelined.join(',') === '200,200,400',
  summary: ({answers, framing}) =>
    `${Object.entries(answers).map(([name, answer]) => `${name}: ${answer ? `${answer.status}${answer.headers ? '' : ' (no headers)'}` : 'closed'}`).join('; ')}. ` +
    `HTTP/0.9 + empty line: ${framing.http09Page ? 'THE PAGE' : 'no page'}; unknown Expect: ${framing.expect?.status}${framing.expect?.headers ? '' : ' without headers'}; pipelined 2 valid + 1 malformed: ${framing.pipelined.join(', ') || 'nothing'}`,
};

import {PassThrough} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {framedStdin} from '../../../../../packages/docs-mcp/src/stdioFraming';

/** Feeds `lines` through the framing; what went on to the SDK, and what was answered directly. */
async function frame(input: Array<string | Buffer>, maxBytes?: number) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const logged: string[] = [];
  const forwarded = framedStdin(stdin, stdout, (message) => logged.push(message), maxBytes);
  const passed: string[] = [];
  forwarded.on('data', (chunk: Buffer) => passed.push(chunk.toString()));
  const ended = new Promise((done) => forwarded.on('end', done));
  for (const piece of input) stdin.write(piece);
  stdin.end();
  await ended;
  stdout.end();
  const replies = (stdout.read() ?? '').toString().split('\n').filter(Boolean).map((line: string) => JSON.parse(line));
  return {passed: passed.join(''), replies, logged};
}

const call = (id: number) => JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'list_pages', arguments: {}}});

describe('the MCP server reading stdin', () => {
  it('passes JSON-RPC messages on, whole, however they are split', async () => {
    const text = `${call(1)}\n${JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'})}\r\n`;
    const {passed, replies} = await frame([text.slice(0, 10), text.slice(10, 50), text.slice(50)]);
    expect(passed).toBe(`${call(1)}\n${JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'})}\n`);
    expect(replies).toEqual([]);
  });

  it('answers text that is not JSON with a parse error, and JSON that is no message with invalid request', async () => {
    const {passed, replies} = await frame([`{"jsonrpc":"2.0","id":1,"method":\n[1,2\n${JSON.stringify({id: 7, hello: 'world'})}\n"just a string"\n${call(2)}\n`]);
    expect(replies).toEqual([
      {jsonrpc: '2.0', id: null, error: {code: -32700, message: expect.stringContaining('not JSON')}},
      {jsonrpc: '2.0', id: null, error: {code: -32700, message: expect.stringContaining('not JSON')}},
      {jsonrpc: '2.0', id: 7, error: {code: -32600, message: expect.stringContaining('not a JSON-RPC 2.0 message')}},
      {jsonrpc: '2.0', id: null, error: {code: -32600, message: expect.stringContaining('not a JSON-RPC 2.0 message')}},
    ]);
    expect(passed).toBe(`${call(2)}\n`);
  });

  it('refuses a line over the limit with an error, keeps none of it, and reads on', async () => {
    const huge = `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"x":"${'a'.repeat(5000)}"}}`;
    const {passed, replies, logged} = await frame([huge.slice(0, 2000), huge.slice(2000), `\n${call(4)}\n`], 1024);
    expect(replies).toEqual([{jsonrpc: '2.0', id: null, error: {code: -32600, message: expect.stringContaining('over 1024 bytes')}}]);
    expect(logged).toHaveLength(1);
    expect(passed).toBe(`${call(4)}\n`);
  });
});

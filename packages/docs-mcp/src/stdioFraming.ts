import {PassThrough, type Readable, type Writable} from 'node:stream';
import {INVALID_REQUEST, isJSONRPCNotification, isJSONRPCRequest, isJSONRPCResponse, PARSE_ERROR} from '@modelcontextprotocol/server';

/**
 * The largest message line read from stdin. Tool calls are a few hundred bytes; the SDK's own limit
 * (10 MB of buffer) closed the transport, and so ended the server with exit code 0 and no word.
 */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * Stdin for the SDK's StdioServerTransport, one newline-delimited JSON-RPC message a line, with the
 * lines the SDK would drop without a word answered here instead: text that is not JSON gets a
 * JSON-RPC parse error, JSON that is no JSON-RPC message an invalid-request error (with its id when
 * it has one), and a line over `maxBytes` an invalid-request error, after which the server reads on.
 * Without a reply a client waits for its own timeout.
 */
export function framedStdin(input: Readable, output: Writable, log: (message: string) => void, maxBytes = MAX_MESSAGE_BYTES): Readable {
  const forward = new PassThrough();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let oversized = false;

  const reply = (id: string | number | null, code: number, message: string) => {
    output.write(`${JSON.stringify({jsonrpc: '2.0', id, error: {code, message}})}\n`);
  };

  const handleLine = (line: string) => {
    if (line.trim() === '') return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      reply(null, PARSE_ERROR, 'Parse error: the line is not JSON. Send one JSON-RPC 2.0 message a line.');
      return;
    }
    if (isJSONRPCRequest(message) || isJSONRPCNotification(message) || isJSONRPCResponse(message)) {
      forward.write(`${line}\n`);
      return;
    }
    const id = (message as {id?: unknown} | null)?.id;
    reply(typeof id === 'string' || typeof id === 'number' ? id : null, INVALID_REQUEST, 'Invalid request: not a JSON-RPC 2.0 message (jsonrpc "2.0", a method, an id).');
  };

  input.on('data', (chunk: Buffer) => {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(10, start);
      const piece = chunk.subarray(start, end < 0 ? chunk.length : end);
      if (!oversized) {
        pendingBytes += piece.length;
        if (pendingBytes > maxBytes) {
          // Answered once, then the rest of the line is skipped as it comes, without keeping it.
          oversized = true;
          pending = [];
          reply(null, INVALID_REQUEST, `Invalid request: a message over ${maxBytes} bytes was ignored.`);
          log(`privana-docs-mcp: ignored a message over ${maxBytes} bytes`);
        } else {
          pending.push(piece);
        }
      }
      if (end < 0) break;
      if (!oversized) handleLine(Buffer.concat(pending).toString('utf8').replace(/\r$/, ''));
      pending = [];
      pendingBytes = 0;
      oversized = false;
      start = end + 1;
    }
  });
  input.on('end', () => forward.end());
  input.on('error', (error) => forward.destroy(error));
  return forward;
}

// Protocol abuse of the MCP server over stdio: an echoed argument is bounded (5 MB came back whole), malformed JSON-RPC gets
// an error reply (not the client's timeout), and a line over the limit is refused without ending
// the server.
import {startRawClient, unpackServer} from './rawClient.mjs';

export default {
  id: '5.2',
  expected: 'MCP protocol abuse: a 900 KB category is not echoed, malformed JSON-RPC gets an error, an 11 MB line does not end the server',
  async run({root}) {
    const client = await startRawClient(unpackServer(root));
    try {
      // Under the server's 1 MB line limit, so that it reaches the tool's argument check.
      const category = await client.callTool(1, 'list_pages', {category: 'x'.repeat(900_000)}, 20_000);
      const notJson = client.next((message) => message.error?.code === -32700 || message.exited, 3000);
      await client.send('{"jsonrpc":"2.0","id":2,"method":\n');
      const parseError = await notJson;
      const noMessage = client.next((message) => message.error?.code === -32600 || message.exited, 3000);
      await client.send(`${JSON.stringify({id: 3, hello: 'world'})}\n`);
      const invalid = await noMessage;
      const tooLong = client.next((message) => message.id === null || message.exited, 20_000);
      await client.send(`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"list_pages","arguments":{"category":"${'y'.repeat(11 * 1024 * 1024)}"}}}\n`);
      const longReply = await tooLong;
      const after = await client.callTool(5, 'list_pages', {}, 10_000);
      return {
        categoryReplyBytes: category?.bytes ?? null,
        parseError: parseError?.error?.code ?? null,
        invalidRequest: invalid?.error?.code ?? null,
        longLine: longReply?.exited ? 'exited' : (longReply?.error?.code ?? null),
        alive: Boolean(after?.result),
        exitCode: client.exitCode(),
      };
    } finally {
      await client.stop();
    }
  },
  held: (data) => data.categoryReplyBytes !== null && data.categoryReplyBytes < 10_000 && data.parseError === -32700 && data.invalidRequest === -32600 && data.longLine === -32600 && data.alive,
  summary: (data) =>
    `900 KB category: ${data.categoryReplyBytes === null ? 'no reply' : `${data.categoryReplyBytes}-byte reply`}; not JSON: ${data.parseError ?? 'no reply'}; ` +
    `no JSON-RPC message: ${data.invalidRequest ?? 'no reply'}; 11 MB line: ${data.longLine ?? 'no reply'}; then ${data.alive ? 'still answering' : `NOT answering (exit ${data.exitCode})`}`,
};

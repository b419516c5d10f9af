// The MCP server as a reader installs it (the build's downloads/privana-docs-mcp.tgz, unpacked, run by
// its #! line, so with the launcher's V8 flags), spoken to over raw stdio lines: the cases send bytes
// no SDK client would, and read every line the server writes back.
import {execFileSync, spawn} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Unpacks the build's package; the path of its bin. */
export function unpackServer(root) {
  const dir = mkdtempSync(join(tmpdir(), 'privana-docs-mcp-adversarial-'));
  execFileSync('tar', ['-xzf', join(root, 'downloads/privana-docs-mcp.tgz'), '-C', dir]);
  const manifest = JSON.parse(readFileSync(join(dir, 'package/package.json'), 'utf8'));
  const bin = join(dir, 'package', manifest.bin['privana-docs-mcp']);
  chmodSync(bin, 0o755);
  return bin;
}

/** CPU time (user + system) of a process so far, in ms, from /proc. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Starts the server and initialises a session. `send` writes raw text; `next(predicate, ms)`
 * resolves with the first line (parsed) written after the call that matches, or null after `ms`.
 */
export async function startRawClient(bin) {
  const child = spawn(bin, [], {stdio: ['pipe', 'pipe', 'pipe']});
  let buffer = '';
  let stderr = '';
  const lines = [];
  const waiters = new Set();
  child.stdout.on('data', (chunk) => {
    buffer += chunk.toString();
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        message = {unparsable: line.slice(0, 200), length: line.length};
      }
      message.bytes = line.length;
      lines.push(message);
      for (const waiter of waiters) waiter(message);
    }
  });
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  // A server that exits mid-write (as one did on an over-long line) is a result, not a crash here.
  child.stdin.on('error', () => {});
  const exited = new Promise((done) => child.on('exit', (code) => done(code)));
  const send = (text) => new Promise((done) => child.stdin.write(text, () => done(undefined)));
  const next = (predicate, ms = 5000) =>
    new Promise((done) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        done(null);
      }, ms);
      const check = (message) => {
        if (!predicate(message)) return;
        clearTimeout(timer);
        waiters.delete(check);
        done(message);
      };
      waiters.add(check);
      exited.then(() => check({exited: true}));
    });
  const request = async (id, method, params, ms) => {
    const answer = next((message) => message.id === id || message.exited, ms);
    await send(`${JSON.stringify({jsonrpc: '2.0', id, method, params})}\n`);
    return answer;
  };
  await request(0, 'initialize', {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'adversarial', version: '1'}}, 20_000);
  await send(`${JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'})}\n`);
  return {
    pid: child.pid,
    send,
    next,
    request,
    callTool: (id, name, args, ms) => request(id, 'tools/call', {name, arguments: args}, ms),
    exitCode: () => child.exitCode,
    stderr: () => stderr,
    stop: async () => {
      child.stdin.end();
      child.kill();
      await exited;
    },
  };
}

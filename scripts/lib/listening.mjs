// Starting a server process on a loopback port: a free port to give it, and the wait until it
// listens there (nginx for the tests and tools, scripts/serve.mjs for the bench's load run).
import {connect, createServer} from 'node:net';

/** A free loopback port. */
export function freePort() {
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Resolves once `port` accepts a connection; throws if `child` exits first, or after `attempts`
 * tries 50 ms apart.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name what is started, for the errors
 * @param {number} [attempts]
 */
export async function waitUntilListening(port, child, name, attempts = 100) {
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const open = await new Promise((resolveOpen) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(() => resolveOpen(true)));
      socket.on('error', () => resolveOpen(false));
    });
    if (open) return;
    if (attempt > attempts) throw new Error(`${name} did not listen on ${port}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

// A raw HTTP/1.1 client for probing the servers: the request target is sent byte for byte (latin1),
// as an attacker would send it, which Node's http client refuses to do. Used by the server tests and
// scripts/adversarial.mjs.
import {connect} from 'node:net';

/**
 * Sends one request and reads the whole answer. Repeated headers are joined with ", ".
 * @param {string} origin
 * @param {string} target
 * @param {{method?: string, headers?: Record<string, string>}} [options]
 * @returns {Promise<{status: number, headers: Record<string, string>, body: string}>}
 */
export function rawRequest(origin, target, {method = 'GET', headers = {}} = {}) {
  const {hostname, port} = new URL(origin);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    /** @type {Buffer[]} */
    const chunks = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on('data', (chunk) => chunks.push(Buffer.from(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = text.slice(0, end < 0 ? text.length : end).split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
      if (!match) {
        reject(new Error(`no HTTP answer to ${method} ${JSON.stringify(target)}: ${JSON.stringify(text.slice(0, 80))}`));
        return;
      }
      /** @type {Record<string, string>} */
      const parsed = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        parsed[name] = parsed[name] === undefined ? value : `${parsed[name]}, ${value}`;
      }
      resolve({status: Number(match[1]), headers: parsed, body: end < 0 ? '' : text.slice(end + 4)});
    });
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}

/** Where a browser goes with a Location header: its bytes read as UTF-8, then WHATWG URL parsing. */
export function followLocation(origin, location) {
  return new URL(Buffer.from(location, 'latin1').toString('utf8'), `${origin}/`);
}

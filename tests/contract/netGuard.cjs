// Preloaded into Node processes the contract tests start (NODE_OPTIONS=--require): a connection to
// anything but loopback is refused and written to PRIVANA_NET_TRAP_LOG, so a test can prove that
// nothing left the machine. Node's fetch ignores HTTP(S)_PROXY, which traps the other languages.
const net = require('node:net');
const fs = require('node:fs');
const LOOPBACK = /^(127\.|::1$|localhost$|::ffff:127\.)/;
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(...args) {
  const options = typeof args[0] === 'object' && args[0] !== null ? (Array.isArray(args[0]) ? args[0][0] : args[0]) : {port: args[0], host: args[1]};
  const host = options && (options.host ?? options.hostname ?? (options.path ? 'unix' : 'localhost'));
  if (host !== 'unix' && !LOOPBACK.test(String(host))) {
    if (process.env.PRIVANA_NET_TRAP_LOG) fs.appendFileSync(process.env.PRIVANA_NET_TRAP_LOG, `node ${host}:${options.port}\n`);
    throw new Error(`blocked connection to ${host}: tests make no request off the machine`);
  }
  return connect.apply(this, args);
};

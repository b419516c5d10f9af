// Preloaded (node --import) into the MCP server under test: every way Node opens a connection or
// resolves a name is replaced by one that writes a line to stderr and throws, so a test that reads
// stderr sees any attempt even if the server catches the error.
import dgram from 'node:dgram';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

const blocked = (name) =>
  function blockedNetworkCall() {
    process.stderr.write(`NETWORK ATTEMPT: ${name}\n`);
    throw new Error(`network access is not allowed (${name})`);
  };

net.connect = net.createConnection = blocked('net.connect');
net.Socket.prototype.connect = blocked('net.Socket#connect');
tls.connect = blocked('tls.connect');
http.request = http.get = blocked('http.request');
https.request = https.get = blocked('https.request');
dgram.createSocket = blocked('dgram.createSocket');
for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny']) dns[name] = blocked(`dns.${name}`);
for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny']) dns.promises[name] = blocked(`dns.promises.${name}`);
globalThis.fetch = blocked('fetch');
// Shows the test that the preload is in force in the server's process.
process.stderr.write('no-network preload active\n');

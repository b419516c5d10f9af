import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/client';
import {getDefaultEnvironment, StdioClientTransport} from '@modelcontextprotocol/client/stdio';

export const ROOT = path.resolve(__dirname, '../../..');
export const ALIAS_TARBALL = path.join(ROOT, 'build', 'downloads', 'privana-docs-mcp.tgz');

/** The package as a reader gets it: the tarball the build serves, unpacked in a temporary folder. */
export function unpackBuiltPackage(): {dir: string; bin: string} {
  if (!fs.existsSync(ALIAS_TARBALL)) {
    throw new Error(`${path.relative(ROOT, ALIAS_TARBALL)} is missing: run \`npm run build\` first`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'privana-docs-mcp-'));
  execFileSync('tar', ['-xzf', ALIAS_TARBALL, '-C', dir]);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package', 'package.json'), 'utf8')) as {bin: Record<string, string>};
  const bin = path.join(dir, 'package', manifest.bin['privana-docs-mcp']);
  // What npm does when it installs the package: the bin becomes executable and runs by its #! line.
  fs.chmodSync(bin, 0o755);
  return {dir, bin};
}

export interface RunningServer {
  client: Client;
  transport: StdioClientTransport;
  stderr: () => string;
}

/** Starts the bin as npm's link would (by its #! line) with the SDK's stdio client, Node preloading `preload`. */
export async function startServer(bin: string, preload: string): Promise<RunningServer> {
  const transport = new StdioClientTransport({
    command: bin,
    env: {...getDefaultEnvironment(), PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`, NODE_OPTIONS: `--import=${preload}`},
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({name: 'privana-docs-mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, transport, stderr: () => stderr};
}

/** Inodes of the internet (TCP, UDP) sockets that exist on this machine now. */
function inetSocketInodes(): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['tcp', 'tcp6', 'udp', 'udp6']) {
    const file = `/proc/net/${table}`;
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const inode = line.trim().split(/\s+/)[9];
      if (inode && inode !== '0') inodes.add(inode);
    }
  }
  return inodes;
}

/** The process's open internet sockets (its stdio are pipes or Unix sockets, which do not count). */
export function openInetSockets(pid: number): string[] {
  const inet = inetSocketInodes();
  const fdDir = `/proc/${pid}/fd`;
  return fs.readdirSync(fdDir).flatMap((fd) => {
    let target: string;
    try {
      target = fs.readlinkSync(path.join(fdDir, fd));
    } catch {
      return [];
    }
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    return inode && inet.has(inode) ? [`fd ${fd}: ${target}`] : [];
  });
}

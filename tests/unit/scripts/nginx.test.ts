// The nginx starter (scripts/nginx.mjs) as a deployer and a local user run it: the production render
// drops privileges whoever renders it and refuses to lose the CSP's script hashes, and the local run
// writes into a fresh private folder, never through a link another user planted.
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {freePort} from '../../../scripts/nginx.mjs';
import {fixtureSite, rawRequest} from './servers-support';

const SCRIPT = resolve(__dirname, '../../../scripts/nginx.mjs');
const render = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, '--render', ...args], {encoding: 'utf8'});

describe('nginx.mjs --render (the production config)', () => {
  const root = fixtureSite();

  it('runs the workers as www-data, whoever renders, and refuses root', () => {
    const rendered = render('--root', root);
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(rendered.stdout).toMatch(/^user www-data;$/m);
    expect(rendered.stdout).not.toMatch(/^user root;$/m);
    expect(render('--root', root, '--user', 'docs').stdout).toMatch(/^user docs;$/m);
    const asRoot = render('--root', root, '--user', 'root');
    expect(asRoot.status).toBe(1);
    expect(asRoot.stdout).toBe('');
    expect(asRoot.stderr).toContain('must not run as root');
  });

  it('fails with a clear message when the build has no csp-hashes.json, and prints no config', () => {
    const bare = mkdtempSync(join(tmpdir(), 'privana-no-hashes-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>x</title>');
    const missing = render('--root', bare);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain(`${join(bare, 'csp-hashes.json')} is missing`);
    expect(missing.stderr).toContain('npm run build');
    expect(missing.stderr).not.toMatch(/\n\s+at /);
    writeFileSync(join(bare, 'csp-hashes.json'), '{"scriptHashes": "none"}');
    const broken = render('--root', bare);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('holds no list of script hashes');
  });
});

describe('npm run serve:nginx (the local run)', () => {
  it('writes into a fresh private folder and never through a planted link', async () => {
    const root = fixtureSite();
    const shared = mkdtempSync(join(tmpdir(), 'privana-shared-tmp-'));
    const victim = join(mkdtempSync(join(tmpdir(), 'privana-victim-')), 'precious.txt');
    writeFileSync(victim, 'keep me\n');
    const port = await freePort();
    // What another local user could plant at the names the script used to write to.
    for (const name of [`privana-nginx-${port}`, 'privana-nginx-']) {
      mkdirSync(join(shared, name));
      symlinkSync(victim, join(shared, name, 'nginx.conf'));
    }
    const child = spawn(process.execPath, [SCRIPT, '--root', root, '--port', String(port)], {env: {...process.env, TMPDIR: shared}});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((done) => {
      const check = setInterval(() => {
        if (output.includes('serving') || child.exitCode !== null) {
          clearInterval(check);
          done();
        }
      }, 50);
    });
    // Stopped once it answers: a signal that reaches nginx while it starts up is lost.
    for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt += 1) {
      if (await rawRequest(`http://127.0.0.1:${port}`, '/').then(() => true, () => false)) break;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)));
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
    const runtimes = readdirSync(shared).filter((name) => name.startsWith('privana-nginx-') && !['privana-nginx-', `privana-nginx-${port}`].includes(name));
    expect(runtimes, output).toHaveLength(1);
    const runtime = join(shared, runtimes[0]!);
    expect(statSync(runtime).mode & 0o777).toBe(0o700);
    expect(statSync(join(runtime, 'nginx.conf')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(runtime, 'nginx.conf'), 'utf8')).toContain(`listen 127.0.0.1:${port};`);
  }, 60_000);
});

// The nginx starter (scripts/nginx.mjs) as a deployer and a local user run it: the production render
// drops privileges whoever renders it and refuses to lose the CSP's script hashes, and the local run
// writes into a fresh private folder, never through a link another user planted.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {plantedLinkRun} from '../../../scripts/lib/adversarial/http/runtime-folder.mjs';
import {fixtureSite} from './servers-support';

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
    const {victimKept, output, port, runtimes} = await plantedLinkRun(fixtureSite());
    expect(victimKept).toBe(true);
    expect(runtimes, output).toHaveLength(1);
    expect(runtimes[0]!.mode).toBe('700');
    expect(runtimes[0]!.configMode).toBe('600');
    expect(runtimes[0]!.config).toContain(`listen 127.0.0.1:${port};`);
  }, 60_000);
});

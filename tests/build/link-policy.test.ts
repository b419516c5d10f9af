import {execFile} from 'node:child_process';
import {cpSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {ROOT} from './support';

/**
 * The site's link policy (onBrokenLinks, onBrokenAnchors and the Markdown link hook of
 * docusaurus.config.ts) fails the build and names the broken target, so a reader never follows a
 * dead link. Each case builds tests/fixtures/broken-links-site (the real config, one page) with
 * one broken link. That a page whose links all resolve passes is shown by the production build
 * itself, which every run of `npm test` makes with the same policy.
 *
 * Docusaurus's own validation of a config (unknown doc ids, unknown versions) is Docusaurus's to
 * test, not ours; a case only belongs here when our config decides the outcome.
 */

const run = promisify(execFile);
const template = join(ROOT, 'tests/fixtures/broken-links-site');
// Inside the repository so that the fixture resolves the project's node_modules.
const workDir = join(ROOT, '.tmp-fixtures');
// A guard against a hung build, not a performance limit: a one-page build takes well under a
// minute on 2 idle cores, and several on a shared, loaded machine. The builds run one after the
// other; run at once on 2 cores they only slow each other down.
const BUILD_TIMEOUT_MS = 600_000;

/** Builds the fixture site with one extra page; resolves whether the build passed, and its output. */
async function buildWithPage(name: string, markdown: string): Promise<{ok: boolean; output: string}> {
  const site = join(workDir, name);
  rmSync(site, {recursive: true, force: true});
  cpSync(template, site, {recursive: true});
  writeFileSync(join(site, 'docusaurus.config.ts'), "export {default} from '../../tests/fixtures/broken-links-site/docusaurus.config';\n");
  mkdirSync(join(site, 'docs'), {recursive: true});
  writeFileSync(join(site, 'docs/index.md'), '---\nslug: /\n---\n# Home\n\n## Anchor here\n\nText.\n');
  writeFileSync(join(site, 'docs/page.md'), markdown);
  try {
    const {stdout, stderr} = await run(process.execPath, [join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', join(site, 'build')], {
      cwd: site,
      env: {...process.env, FORCE_COLOR: '0'},
      maxBuffer: 32 * 1024 * 1024,
    });
    return {ok: true, output: stdout + stderr};
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string};
    return {ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}`};
  }
}

afterAll(() => rmSync(workDir, {recursive: true, force: true}));

describe('the site link policy fails the build', () => {
  it('on a broken internal link, naming it', {timeout: BUILD_TIMEOUT_MS}, async () => {
    const result = await buildWithPage('link', '# Page\n\nSee [home](/#anchor-here) and [missing](/no-such-page).\n');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken links/i);
    expect(result.output).toContain('/no-such-page');
  });

  it('on a broken anchor, naming it', {timeout: BUILD_TIMEOUT_MS}, async () => {
    const result = await buildWithPage('anchor', '# Page\n\nSee [home](/#anchor-here) and [missing](/#no-such-anchor).\n');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken anchors/i);
    expect(result.output).toContain('#no-such-anchor');
  });

  it('on a broken Markdown file link, naming it', {timeout: BUILD_TIMEOUT_MS}, async () => {
    const result = await buildWithPage('markdown', '# Page\n\nSee [the index](./index.md) and [missing](./missing-file.md).\n');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('missing-file.md');
  });
});

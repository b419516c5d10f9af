import {execFile} from 'node:child_process';
import {cpSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';

const run = promisify(execFile);
const root = resolve(__dirname, '../..');
const template = join(root, 'tests/fixtures/broken-links-site');
// Inside the repository so that the fixture resolves the project's node_modules.
const workDir = join(root, '.tmp-fixtures');

const FIXTURE_CONFIG = '../../tests/fixtures/broken-links-site/docusaurus.config';

/**
 * Builds the fixture site with one extra page. `configSource` may replace the re-export of the
 * fixture config, to change one setting of it.
 */
async function buildWithPage(
  name: string,
  markdown: string,
  configSource = `export {default} from '${FIXTURE_CONFIG}';\n`,
): Promise<{ok: boolean; output: string}> {
  const site = join(workDir, name);
  rmSync(site, {recursive: true, force: true});
  cpSync(template, site, {recursive: true});
  writeFileSync(join(site, 'docusaurus.config.ts'), configSource);
  mkdirSync(join(site, 'docs'), {recursive: true});
  writeFileSync(join(site, 'docs/index.md'), '---\nslug: /\n---\n# Home\n\n## Anchor here\n\nText.\n');
  writeFileSync(join(site, 'docs/page.md'), markdown);
  try {
    const {stdout, stderr} = await run('npx', ['docusaurus', 'build', '--out-dir', join(site, 'build')], {
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
  it('accepts a page whose links all resolve', async () => {
    const result = await buildWithPage('valid', '# Page\n\nSee [home](/#anchor-here) and [the index](./index.md).\n');
    expect(result.output).not.toMatch(/broken/i);
    expect(result.ok).toBe(true);
  });

  it('rejects a broken internal link and names it', async () => {
    const result = await buildWithPage('link', '# Page\n\nSee [missing](/no-such-page).\n');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken links/i);
    expect(result.output).toContain('/no-such-page');
  });

  it('rejects a broken anchor and names it', async () => {
    const result = await buildWithPage('anchor', '# Page\n\nSee [missing](/#no-such-anchor).\n');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/broken anchors/i);
    expect(result.output).toContain('#no-such-anchor');
  });

  it('rejects a broken Markdown file link and names it', async () => {
    const result = await buildWithPage('markdown', '# Page\n\nSee [missing](./missing-file.md).\n');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('missing-file.md');
  });
});

describe('the site configuration is checked at build time', () => {
  it('rejects a navbar item naming an unknown doc id', async () => {
    const config = `import base from '${FIXTURE_CONFIG}';
export default {...base, themeConfig: {...base.themeConfig,
  navbar: {title: 'Fixture', items: [{type: 'doc', docId: 'no-such-doc', label: 'Missing'}]}}};
`;
    const result = await buildWithPage('unknown-doc', '# Page\n', config);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-such-doc');
  });

  it('rejects an unknown version name', async () => {
    const config = `import base from '${FIXTURE_CONFIG}';
export default {...base, plugins: [['@docusaurus/plugin-content-docs',
  {routeBasePath: '/', path: 'docs', onlyIncludeVersions: ['no-such-version']}]]};
`;
    const result = await buildWithPage('unknown-version', '# Page\n', config);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-such-version');
  });
});

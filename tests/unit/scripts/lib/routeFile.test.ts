import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {htmlFileForRoute, routeFile} from '../../../../scripts/lib/routeFile.mjs';

const parent = mkdtempSync(join(tmpdir(), 'privana-route-file-'));
const root = join(parent, 'build');
mkdirSync(join(root, 'cmp/mobile-sdks'), {recursive: true});
mkdirSync(join(root, 'search'), {recursive: true});
writeFileSync(join(root, 'index.html'), 'home');
writeFileSync(join(root, 'cmp/index.html'), 'cmp');
writeFileSync(join(root, 'cmp/mobile-sdks/index.html'), 'sdks');
writeFileSync(join(root, 'cmp/mobile-sdks.html'), 'sdks, flat');
writeFileSync(join(root, 'markdown-page.html'), 'markdown');
writeFileSync(join(root, 'search/manifest.json'), '{}');
// Beside the build folder: never an answer for "/".
writeFileSync(join(parent, 'build.html'), 'outside');

afterAll(() => rmSync(parent, {recursive: true, force: true}));

describe('routeFile (the rule of deploy/nginx.conf: $uri, $uri/index.html, $uri.html)', () => {
  it('answers a file path with the file itself', () => {
    expect(routeFile(root, '/search/manifest.json')).toBe(join(root, 'search/manifest.json'));
  });

  it('answers a folder route, with or without the slash, with its index.html', () => {
    expect(routeFile(root, '/cmp/')).toBe(join(root, 'cmp/index.html'));
    expect(routeFile(root, '/cmp')).toBe(join(root, 'cmp/index.html'));
    expect(routeFile(root, '/')).toBe(join(root, 'index.html'));
  });

  it('prefers <path>/index.html to <path>.html, as nginx does', () => {
    expect(routeFile(root, '/cmp/mobile-sdks')).toBe(join(root, 'cmp/mobile-sdks/index.html'));
  });

  it('falls back to <path>.html', () => {
    expect(routeFile(root, '/markdown-page')).toBe(join(root, 'markdown-page.html'));
  });

  it('answers nothing for an unknown path, and never a file outside the build', () => {
    expect(routeFile(root, '/no-such-page')).toBeNull();
    rmSync(join(root, 'index.html'));
    try {
      expect(routeFile(root, '/')).toBeNull();
    } finally {
      writeFileSync(join(root, 'index.html'), 'home');
    }
  });
});

describe('htmlFileForRoute', () => {
  it('ignores the query and the fragment of a route', () => {
    expect(htmlFileForRoute(root, '/cmp/?tab=1#install')).toBe(join(root, 'cmp/index.html'));
  });

  it('gives only HTML pages', () => {
    expect(htmlFileForRoute(root, '/search/manifest.json')).toBeNull();
    expect(htmlFileForRoute(root, '/no-such-page')).toBeNull();
  });
});

import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {collectInlineScriptHashes} from '../../plugins/csp-hashes/collectInlineScriptHashes';
import {resolveRequest} from '../../scripts/serve.mjs';
import {contentSecurityPolicy} from '../../scripts/security-headers.mjs';

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'privana-build-'));
  mkdirSync(join(root, 'cmp'));
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'cmp/index.html'), 'cmp');
  writeFileSync(join(root, '404.html'), 'not found');
  return root;
}

describe('the production Node server routes exactly', () => {
  const root = fakeBuild();
  it('serves a route with or without its trailing slash', () => {
    expect(resolveRequest(root, '/cmp/')).toEqual({file: join(root, 'cmp/index.html')});
    expect(resolveRequest(root, '/cmp')).toEqual({file: join(root, 'cmp/index.html')});
  });
  it('redirects /x.html and /x/index.html to /x', () => {
    expect(resolveRequest(root, '/cmp/index.html')).toEqual({redirect: '/cmp'});
    expect(resolveRequest(root, '/cmp.html')).toEqual({redirect: '/cmp'});
    expect(resolveRequest(root, '/index.html')).toEqual({redirect: '/'});
  });
  it('answers unknown and escaping paths with not found', () => {
    expect(resolveRequest(root, '/cm')).toBeNull();
    expect(resolveRequest(root, '/cmp/extra')).toBeNull();
    expect(resolveRequest(root, '/../../etc/passwd')).toBeNull();
  });
});

describe('the content security policy', () => {
  it('hashes executable inline scripts only', () => {
    const html = '<script>var a=1</script><script type="application/ld+json">{"@type":"x"}</script><script src="/a.js"></script>';
    // sha256 of "var a=1"
    expect(collectInlineScriptHashes(html)).toEqual(["'sha256-" + createHash('sha256').update('var a=1').digest('base64') + "'"]);
  });
  it('allows only the own origin, no eval, and no framing', () => {
    const csp: string = contentSecurityPolicy(["'sha256-abc='"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:|\*/);
  });
});

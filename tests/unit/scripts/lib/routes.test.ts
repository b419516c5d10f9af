import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {classifyRequest, redirectTarget, twinPath} from '../../../../scripts/lib/routes.mjs';

describe('the redirect rule of both servers', () => {
  it('redirects /x.html and /x/index.html to /x, keeping the query string', () => {
    expect(classifyRequest('/cmp/index.html')).toEqual({redirect: '/cmp'});
    expect(classifyRequest('/subject-rights/jira.html?tab=setup')).toEqual({redirect: '/subject-rights/jira?tab=setup'});
    expect(classifyRequest('/index.html')).toEqual({redirect: '/'});
    expect(redirectTarget('/404.html')).toBeNull();
    expect(redirectTarget('/.html')).toBeNull();
  });

  it('refuses a backslash or a control character, however it is encoded', () => {
    for (const target of [
      '/%5Cevil.example.html',
      '/%5cevil.example.html',
      '/\\evil.example.html',
      '/%5C%5Cevil.example/index.html',
      '/%09/evil.example.html',
      '/%0D%0ASet-Cookie:%20x=1.html',
      '/a%0d%0aSet-Cookie:%20x=1.html',
      '/%00evil.example.html',
      '/%7F/evil.example.html',
      '/%2e%2e/%5Cevil.example.html',
    ]) {
      expect(classifyRequest(target), target).toEqual({status: 400});
    }
  });

  it('merges repeated slashes, so no redirect starts with //', () => {
    for (const target of ['/%2Fevil.example.html', '/%2f%2Fevil.example/index.html', '//evil.example.html', '///evil.example/index.html']) {
      expect(classifyRequest(target), target).toEqual({redirect: '/evil.example'});
    }
  });

  it('decodes once: a doubly encoded backslash stays a `%` of the path, which no redirect carries', () => {
    expect(classifyRequest('/%255Cevil.example.html')).toEqual({status: 404});
    expect(classifyRequest('/%252F%252Fevil.example.html')).toEqual({status: 404});
  });

  it('redirects only to a path of URL-safe characters, which Location carries as it is on both servers', () => {
    for (const target of ['/%E6%97%A5%E6%9C%AC.html', '/%E0.html', '/a%3Fb%23c.html', '/a%20b/index.html', '/x%25y.html', '/a%22b.html', '/a%7Bb%7D.html']) {
      expect(classifyRequest(target), target).toEqual({status: 404});
    }
    expect(classifyRequest("/a+b;c=d@e:f!$&'()*,~.html")).toEqual({redirect: "/a+b;c=d@e:f!$&'()*,~"});
    expect(classifyRequest('/a%2Bb.html?q=%0d%0a x#frag')).toEqual({redirect: '/a+b?q=%0d%0a%20x'});
  });

  it('refuses malformed escapes and paths above the root', () => {
    expect(classifyRequest('/%zz.html')).toEqual({status: 400});
    expect(classifyRequest('/%')).toEqual({status: 400});
    expect(classifyRequest('/%2E%2E/etc/passwd')).toEqual({status: 400});
    expect(classifyRequest('*')).toEqual({status: 400});
  });

  it('answers the not-found page and the hash list with 404, and resolves dot segments', () => {
    expect(classifyRequest('/404')).toEqual({status: 404});
    expect(classifyRequest('/404.html')).toEqual({status: 404});
    expect(classifyRequest('/csp-hashes.json')).toEqual({status: 404});
    expect(classifyRequest('/cmp/./x/../')).toEqual({path: '/cmp/'});
    expect(classifyRequest('http://127.0.0.1/cmp/?a')).toEqual({path: '/cmp/'});
  });

  it('answers dotfiles and dot folders with 404, however the dot is encoded, but serves /.well-known/', () => {
    for (const target of ['/.env', '/.git/config', '/%2Egit/HEAD', '/cmp/.md', '/a/.hidden/index.html', '/x/.html']) {
      expect(classifyRequest(target), target).toEqual({status: 404});
    }
    expect(classifyRequest('/.well-known/security.txt')).toEqual({path: '/.well-known/security.txt'});
    expect(classifyRequest('/cmp/./x/../.env')).toEqual({status: 404});
  });
});

describe('Markdown twins', () => {
  it('lives at the route plus .md, an index route without its slash, the home page at /index.md', () => {
    expect(twinPath('/cmp/mobile-sdks/android/installation')).toBe('/cmp/mobile-sdks/android/installation.md');
    expect(twinPath('/cmp/')).toBe('/cmp.md');
    expect(twinPath('/cmp')).toBe('/cmp.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/cmp.md')).toBeNull();
  });
});

describe('the nginx access log', () => {
  // The client-network map of deploy/nginx.conf, evaluated as nginx does: first matching regex wins.
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  const block = /map \$remote_addr \$client_network \{([\s\S]*?)\n {2}\}/.exec(conf)![1]!;
  const rules = [...block.matchAll(/"~(\*?)([^"]+)" "([^"]+)";/g)].map(([, insensitive, pattern, value]) => ({
    regex: new RegExp(pattern!, insensitive ? 'i' : ''),
    value: value!,
  }));
  const network = (address: string) => {
    for (const {regex, value} of rules) {
      const match = regex.exec(address);
      if (match) return value.replace(/\$(\w+)/g, (_, name: string) => match.groups?.[name] ?? '');
    }
    return '-';
  };

  it('records IPv4 clients by /24 and IPv6 clients by /48', () => {
    expect(network('203.0.113.77')).toBe('203.0.113.0/24');
    expect(network('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(network('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(network('2001:db8:85a3::7348')).toBe('2001:db8:85a3::/48');
    expect(network('2001:db8::1')).toBe('2001:db8::/48');
    expect(network('2001::1')).toBe('2001::/48');
    expect(network('::1')).toBe('::/48');
  });

  it('logs the path without the query string, and neither the referrer nor the full address', () => {
    const format = /log_format privacy ([\s\S]*?);\n/.exec(conf)![1]!;
    expect(format).toContain('$client_network');
    expect(format).toContain('$request_path');
    for (const personal of ['$remote_addr', '$request ', '$request_uri', '$args', '$query_string', '$http_referer', '$http_cookie']) {
      expect(format).not.toContain(personal);
    }
    expect(conf).not.toMatch(/access_log off/);
  });
});

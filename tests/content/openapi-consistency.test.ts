import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

/**
 * Every API path written in a documentation page (`/v1/...` or `/v2/...`) must be an operation
 * of one of the two OpenAPI documents. Template parameters match any segment, query
 * strings and fragments are ignored.
 */

const ROOT = join(__dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Hosts of our APIs; paths under any other host (e.g. the consent script host) are not API calls. */
const API_HOSTS = ['api.privana.example', 'uc-us.privana.example', 'uc-eu.privana.example'];

function operationPaths(file: string): string[] {
  const doc = load(readFileSync(join(ROOT, 'openapi', file), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([, item]) => METHODS.some((m) => item[m]))
    .map(([path]) => path);
}

function toMatcher(template: string): RegExp {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesUnder(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** The API paths a page mentions, normalised: no query, fragment, trailing punctuation or slash. */
function apiPathsIn(text: string): string[] {
  const found: string[] = [];
  const source = text.replace(/\\([{}])/g, '$1'); // MDX-escaped braces
  const re = /(?:https?:\/\/([A-Za-z0-9.-]+))?(\/v[12](?:\/[^\s"'`<>()[\]|,;*]*)?)/g;
  for (const match of source.matchAll(re)) {
    const [, host, rawPath] = match;
    if (host) {
      if (!API_HOSTS.includes(host)) continue;
    } else {
      const before = source[match.index! - 1] ?? ' ';
      if (/[\w.\-/:]/.test(before)) continue; // part of a longer path or URL, e.g. /uc/v1/uc.js
    }
    const path = rawPath
      .replace(/[?#].*$/, '')
      .replace(/(?:\.{3}|…)$/, '')
      .replace(/[.:!]+$/, '')
      .replace(/\/+$/, '');
    if (/^\/v[12]$/.test(path)) continue; // a bare version prefix, not a call
    found.push(path);
  }
  return found;
}

describe('API paths in the documentation', () => {
  const templates = [
    ...operationPaths('customer-rest-api.yaml'),
    ...operationPaths('unified-consent-api.yaml'),
  ];
  const matchers = templates.map(toMatcher);
  const pages = pagesUnder(join(ROOT, 'docs'));

  it('finds documentation pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it('names only operations of the two OpenAPI documents', () => {
    const unknown: string[] = [];
    for (const page of pages) {
      for (const path of apiPathsIn(readFileSync(page, 'utf8'))) {
        if (!matchers.some((m) => m.test(path))) unknown.push(`${relative(ROOT, page)}: ${path}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('apiPathsIn', () => {
  it('normalises paths and ignores non-API URLs', () => {
    const text = [
      'Call `GET /v1/cookie-consent/configs?limit=50` or https://api.privana.example/v1/connectors.',
      'The SDK is at https://cmp.privana.example/uc/v1/uc.js; every `/v1/...` path needs a key.',
      'See /v1/subject-rights/requests/\\{dsarId\\}/ and /v2/consents/unified/abc#conflicts.',
    ].join('\n');
    expect(apiPathsIn(text)).toEqual([
      '/v1/cookie-consent/configs',
      '/v1/connectors',
      '/v1/subject-rights/requests/{dsarId}',
      '/v2/consents/unified/abc',
    ]);
  });

  it('rejects a path that no operation has', () => {
    const matchers = operationPaths('customer-rest-api.yaml').map(toMatcher);
    expect(matchers.some((m) => m.test('/v1/cookie-consent/configs/abc'))).toBe(true);
    expect(matchers.some((m) => m.test('/v1/cookie-consent/config'))).toBe(false);
  });
});

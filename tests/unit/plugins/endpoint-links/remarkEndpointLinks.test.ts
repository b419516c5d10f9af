import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Root} from 'mdast';
import {loadApiOperations} from '../../../../plugins/endpoint-links/apiOperations';
import remarkEndpointLinks from '../../../../plugins/endpoint-links/remarkEndpointLinks';
import {parseEndpointMention, resolveEndpoint} from '../../../../plugins/endpoint-links/resolveEndpoint';

const root = join(__dirname, '../../../..');
const operations = loadApiOperations(root);

function transform(markdown: string): Root {
  const tree = fromMarkdown(markdown);
  remarkEndpointLinks({operations})(tree, {path: 'docs/example.mdx'});
  return tree;
}

describe('resolveEndpoint', () => {
  it('links a mention to the operation of the same method and path in the reference', () => {
    const mention = parseEndpointMention('GET /v1/cookie-consent/configs/{configId}')!;
    expect(resolveEndpoint(mention, operations)?.href).toMatch(/^\/customer-rest-api\/developer-api-doc#operation\/\w+$/);
    expect(resolveEndpoint(parseEndpointMention('POST /v2/consents')!, operations)?.href).toMatch(/^\/uc\/core-api\/openapi#operation\//);
  });

  it('accepts any parameter name and a query string, and prefers literal segments', () => {
    const a = resolveEndpoint(parseEndpointMention('GET /v1/cookie-consent/configs/{id}')!, operations);
    const b = resolveEndpoint(parseEndpointMention('GET /v1/cookie-consent/configs/{configId}')!, operations);
    expect(a?.href).toBe(b?.href);
    expect(resolveEndpoint(parseEndpointMention('POST /v2/subjects/profile?resultType=session')!, operations)).not.toBeNull();
    const verify = resolveEndpoint(parseEndpointMention('POST /v2/subjects/profile/verify')!, operations);
    expect(verify?.href).toMatch(/verify/i);
  });

  it('finds no operation for a wrong method or path', () => {
    expect(resolveEndpoint(parseEndpointMention('DELETE /v2/config')!, operations)).toBeNull();
    expect(resolveEndpoint(parseEndpointMention('GET /v1/cookie-consent/confgs')!, operations)).toBeNull();
    expect(parseEndpointMention('npm install')).toBeNull();
  });

  it('resolves every mention the guides make today', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.mdx')) files.push(path);
      }
    };
    walk(join(root, 'docs'));
    let count = 0;
    for (const file of files) {
      for (const [, code] of readFileSync(file, 'utf8').matchAll(/`([A-Z]+ \/[^`]*)`/g)) {
        const mention = parseEndpointMention(code!);
        if (!mention) continue;
        count += 1;
        expect(resolveEndpoint(mention, operations), `${file}: ${code}`).not.toBeNull();
      }
    }
    expect(count).toBeGreaterThan(100);
  });
});

describe('remarkEndpointLinks', () => {
  it('turns the inline code into a link whose path segments cannot break at a hyphen', () => {
    const tree = transform('Call `GET /v1/cookie-consent/configs` first.');
    const paragraph = tree.children[0] as {children: {type: string; url?: string; children?: unknown[]}[]};
    const link = paragraph.children[1]!;
    expect(link.type).toBe('link');
    expect(link.url).toMatch(/^\/customer-rest-api\/developer-api-doc#operation\//);
    const text = JSON.stringify(link.children);
    expect(text).toContain('"value":"/cookie-consent"');
    expect(text).toContain('"name":"wbr"');
  });

  it('fails with the file and the mention when no document has the operation', () => {
    expect(() => transform('Then `DELETE /v1/nowhere/{id}`.')).toThrow(/docs\/example\.mdx[\s\S]*DELETE \/v1\/nowhere\/\{id\} \(line 1\)/);
  });

  it('leaves other code and mentions already inside a link alone', () => {
    const tree = transform('Run `npm test` and see [`GET /v2/config`](/uc/).');
    expect(JSON.stringify(tree)).not.toContain('endpoint-link');
  });
});

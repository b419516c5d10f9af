import type {Parent, PhrasingContent, Root, RootContent} from 'mdast';
import {parseEndpointMention, resolveEndpoint, type ApiOperation, type EndpointMention} from './resolveEndpoint';

export interface EndpointLinksOptions {
  operations: readonly ApiOperation[];
}

type JsxNode = {
  type: 'mdxJsxTextElement';
  name: string;
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: (JsxNode | {type: 'text'; value: string})[];
};

function element(name: string, className: string | null, children: JsxNode['children']): JsxNode {
  return {
    type: 'mdxJsxTextElement',
    name,
    attributes: className ? [{type: 'mdxJsxAttribute', name: 'className', value: className}] : [],
    children,
  };
}

/**
 * `<code>GET /v1/a-b/{id}</code>` with each path segment unbreakable and a break opportunity only
 * before a `/`: a narrow column wraps between segments, never at a hyphen inside one.
 */
function endpointCode({method, path, query}: EndpointMention): JsxNode {
  const segments = path.split(/(?=\/)/);
  const pathChildren: JsxNode['children'] = segments.flatMap((segment, index) => [
    ...(index > 0 ? [element('wbr', null, [])] : []),
    element('span', 'endpoint-segment', [{type: 'text', value: index === segments.length - 1 ? segment + query : segment}]),
  ]);
  return element('code', 'endpoint', [
    element('span', 'endpoint-method', [{type: 'text', value: method}]),
    {type: 'text', value: ' '},
    element('span', 'endpoint-path', pathChildren),
  ]);
}

/**
 * Links every inline-code `METHOD /path` mention of a guide to its operation in the API reference,
 * resolved at build time; a mention of an operation that no OpenAPI document has fails the build,
 * so a renamed or removed operation cannot leave a guide pointing nowhere. Mentions inside an
 * existing link keep that link.
 */
export default function remarkEndpointLinks({operations}: EndpointLinksOptions) {
  return (tree: Root, file: {path?: string}): void => {
    const unknown: string[] = [];
    const walk = (parent: Parent, insideLink: boolean) => {
      parent.children.forEach((child: RootContent, index) => {
        if (child.type === 'inlineCode' && !insideLink) {
          const mention = parseEndpointMention(child.value);
          if (!mention) return;
          const operation = resolveEndpoint(mention, operations);
          if (!operation) {
            unknown.push(`${child.value} (line ${child.position?.start.line ?? '?'})`);
            return;
          }
          parent.children[index] = {
            type: 'link',
            url: operation.href,
            data: {hProperties: {className: ['endpoint-link']}},
            children: [endpointCode(mention) as unknown as PhrasingContent],
          } as RootContent;
          return;
        }
        if ('children' in child) walk(child as Parent, insideLink || child.type === 'link');
      });
    };
    walk(tree, false);
    if (unknown.length > 0) {
      throw new Error(
        `${file.path ?? 'A page'} mentions operations that no OpenAPI document in openapi/ has:\n  ${unknown.join('\n  ')}\n` +
          'Fix the method or path, or add the operation to the document.',
      );
    }
  };
}

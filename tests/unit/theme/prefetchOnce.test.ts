import {describe, expect, it} from 'vitest';
import {prefetchingOnce, type PrefetchParent} from '../../../src/theme/prefetchOnce';

/** A <link> as Docusaurus's prefetch makes one: it resolves its promise on `load`. */
function link(href: string, rel = 'prefetch'): Node & {loaded: boolean} {
  const node = Object.assign(new EventTarget(), {nodeName: 'LINK', rel, href, loaded: false});
  node.addEventListener('load', () => {
    node.loaded = true;
  });
  return node as unknown as Node & {loaded: boolean};
}

function fakeHead(): PrefetchParent & {children: Node[]} {
  const children: Node[] = [];
  return {
    children,
    appendChild<T extends Node>(node: T): T {
      children.push(node);
      return node;
    },
  };
}

describe('prefetchingOnce', () => {
  it('appends a prefetch of a file once however many routes ask for it, and settles the repeat', async () => {
    const head = fakeHead();
    const seen = new Set<string>();
    const first = [link('/a.js'), link('/shared.js')];
    const second = [link('/shared.js'), link('/b.js')];
    prefetchingOnce(head, seen, () => first.forEach((node) => head.appendChild(node)));
    prefetchingOnce(head, seen, () => second.forEach((node) => head.appendChild(node)));
    expect(head.children).toEqual([first[0], first[1], second[1]]);
    await Promise.resolve();
    expect(second[0].loaded).toBe(true);
  });

  it('leaves other elements alone, and <head> as it was once the prefetch returns', () => {
    const head = fakeHead();
    const own = head.appendChild;
    const seen = new Set<string>(['/a.js']);
    const style = link('/a.js', 'stylesheet');
    expect(prefetchingOnce(head, seen, () => head.appendChild(style))).toBe(style);
    expect(head.children).toEqual([style]);
    expect(head.appendChild).toBe(own);
    const prototypeHead = Object.create(fakeHead()) as PrefetchParent;
    prefetchingOnce(prototypeHead, seen, () => undefined);
    expect(Object.prototype.hasOwnProperty.call(prototypeHead, 'appendChild')).toBe(false);
  });
});

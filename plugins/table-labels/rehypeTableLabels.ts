import type {Element, ElementContent, Root, RootContent} from 'hast';

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);
}

/**
 * Gives every body cell of a Markdown table its column's header text as `data-label`, so that on a
 * phone a wide table can be laid out one row per block with each value named (src/css/custom.css)
 * instead of scrolling sideways with columns cut off.
 */
export default function rehypeTableLabels() {
  return (tree: Root): void => {
    const walk = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'table') label(child);
        else walk(child);
      }
    };
    walk(tree);
  };
}

function label(table: Element): void {
  const [head] = childElements(table, 'thead');
  const headerRow = head && childElements(head, 'tr')[0];
  if (!headerRow) return;
  const labels = headerRow.children.filter((c): c is Element => c.type === 'element').map((cell) => textOf(cell).trim());
  table.properties = {...table.properties, dataColumns: String(labels.length)};
  for (const body of childElements(table, 'tbody')) {
    for (const row of childElements(body, 'tr')) {
      row.children
        .filter((c): c is Element => c.type === 'element')
        .forEach((cell, index) => {
          if (labels[index]) cell.properties = {...cell.properties, dataLabel: labels[index]};
        });
    }
  }
}

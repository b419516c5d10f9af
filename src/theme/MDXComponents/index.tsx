import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import DocTitleTOC from '@site/src/components/doc-title/DocTitleTOC';
import ScrollRegion from '@site/src/components/scroll-region/ScrollRegion';
import {tableRegionLabel} from '@site/src/components/scroll-region/overflows';

/** The text of the heading a table sits under: the nearest heading before its box. */
function headingBefore(box: Element): string | null {
  for (let node = box.previousElementSibling; node; node = node.previousElementSibling) {
    // The theme's permalink inside the heading holds a zero-width space.
    if (/^H[2-6]$/.test(node.tagName)) return node.textContent?.replace(/\u200b/g, '') ?? null;
  }
  return null;
}

function tableLabel(box: HTMLDivElement): string {
  return tableRegionLabel({
    heading: headingBefore(box),
    caption: box.querySelector('caption')?.textContent,
    columns: Array.from(box.querySelectorAll('thead th'), (cell) => cell.textContent ?? ''),
  });
}

/**
 * Infima makes every table a scroll box; a scroll box must be reachable by keyboard
 * (WCAG 2.1.1, axe "scrollable-region-focusable"). Wrap Markdown tables in a region that is
 * focusable and named after its section only while the table is wider than its column.
 */
function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion className="table-scroll" label={tableLabel}>
      <table {...props} />
    </ScrollRegion>
  );
}

const Heading1 = MDXComponents.h1;
const Code = MDXComponents.code;

/**
 * The theme turns any `code` whose children are not plain text into a code block (a <pre>); an
 * endpoint mention (plugins/endpoint-links) holds spans and <wbr> break points but is inline code.
 */
function InlineAwareCode(props: ComponentProps<typeof Code>): ReactNode {
  return props.className === 'endpoint' ? <code {...props} /> : <Code {...props} />;
}

/** A doc's title, followed on a phone by its "On this page" (which used to sit above the title). */
function Title(props: ComponentProps<typeof Heading1>): ReactNode {
  return (
    <>
      <Heading1 {...props} />
      <DocTitleTOC />
    </>
  );
}

export default {...MDXComponents, table: ScrollableTable, h1: Title, code: InlineAwareCode};

import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import DocTitleTOC from '@site/src/components/doc-title/DocTitleTOC';

/**
 * Infima makes every table a scroll box; a scroll box must be reachable by keyboard
 * (WCAG 2.1.1, axe "scrollable-region-focusable"). Wrap Markdown tables in a focusable,
 * labelled region instead.
 */
function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Scrollable table">
      <table {...props} />
    </div>
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

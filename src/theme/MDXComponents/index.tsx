import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

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

export default {...MDXComponents, table: ScrollableTable};

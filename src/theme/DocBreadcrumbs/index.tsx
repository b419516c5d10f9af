import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from '@site/src/components/page-actions';
import styles from './styles.module.css';

/**
 * The breadcrumbs with the page actions (Copy page, View as Markdown) on the same line: every
 * doc page has breadcrumbs in the same place, at the top of its <article>, outside the
 * Markdown body that the page's twin is made from.
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs />
      <PageActions />
    </div>
  );
}

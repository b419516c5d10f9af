import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import PageActions from '@site/src/components/page-actions';
import {vendorTrail, type TrailItem} from './vendorTrail';
import styles from './styles.module.css';

/** theme-classic's breadcrumb markup, for a trail the sidebar cannot give (./vendorTrail). */
function Trail({items, title}: {items: TrailItem[]; title: string}): ReactNode {
  return (
    <nav className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.trail)} aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        <HomeBreadcrumbItem />
        {items.map((item) => (
          <li key={item.href} className="breadcrumbs__item">
            <Link className="breadcrumbs__link" href={item.href}>
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active">
          <span className="breadcrumbs__link">{title}</span>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The breadcrumbs with the page actions (Copy page, View as Markdown) on the same line: every
 * doc page has breadcrumbs in the same place, at the top of its <article>, outside the
 * Markdown body that the page's twin is made from. A vendor page gets its trail back to the
 * catalogue here, since the sidebar does not list it.
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata} = useDoc();
  const trail = vendorTrail(metadata.permalink);
  return (
    <div className={styles.bar}>
      {trail ? <Trail items={trail} title={metadata.frontMatter.sidebar_label ?? metadata.title} /> : <DocBreadcrumbs />}
      <PageActions />
    </div>
  );
}

import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/NotFound/Content';
import {productAreas, sdkGroups} from '@site/src/data/productNames';
import {SEARCH_OPEN_EVENT} from '@site/plugins/search/browser';
import {queryFromPath} from './queryFromPath';
import styles from './styles.module.css';

/** The search bar (plugins/search) listens for this event and opens its dialog with the query. */
function openSearch(query: string): void {
  window.dispatchEvent(new CustomEvent(SEARCH_OPEN_EVENT, {detail: {query}}));
}

/**
 * Replaces the stock "Page Not Found" text, which left a reader with nowhere to go: a search
 * seeded with the words of the missing path, and a link to every product area. The server still
 * answers HTTP 404 (scripts/lib/routes.mjs). The words are known only in the browser (the page is
 * rendered once, for every missing path), so the server render offers a plain search.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const query = isBrowser ? queryFromPath(pathname) : '';
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <Heading as="h1">Page not found</Heading>
      <p className={styles.lead}>
        No page lives at {isBrowser ? <code>{pathname}</code> : 'this address'}. It may have moved or been
        renamed, or the link that brought you here may be mistyped.
      </p>
      <div className={styles.search}>
        <button type="button" className="button button--primary button--lg" onClick={() => openSearch(query)}>
          {query ? (
            <>
              Search the docs for <q>{query}</q>
            </>
          ) : (
            'Search the docs'
          )}
        </button>
      </div>
      <section aria-labelledby="not-found-areas">
        <Heading as="h2" id="not-found-areas">
          Product areas
        </Heading>
        <ul className={styles.links}>
          {productAreas.map((area) => (
            <li key={area.to}>
              <Link to={area.to}>{area.label}</Link>
              <span className={styles.description}>{area.description}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="not-found-developers">
        <Heading as="h2" id="not-found-developers">
          APIs and SDKs
        </Heading>
        <ul className={styles.links}>
          <li>
            <Link to="/customer-rest-api">Customer REST API</Link>
            <span className={styles.description}>The v1 platform API: authentication, errors and limits.</span>
          </li>
          {sdkGroups.map((group) => (
            <li key={group.to}>
              <Link to={group.to}>{group.label}</Link>
              <span className={styles.description}>{group.description}</span>
            </li>
          ))}
        </ul>
      </section>
      <p>
        Or start again from the <Link to="/">home page</Link>.
      </p>
    </main>
  );
}

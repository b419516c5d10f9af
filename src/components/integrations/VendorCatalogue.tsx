import {useCallback, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import ScrollRegion from '../scroll-region/ScrollRegion';
import SupportBadge from './SupportBadge';
import {buildCapabilityMatrixRows, countSupported} from './capabilityMatrixRows';
import {
  DEFAULT_VIEW,
  applyCatalogueView,
  formatCatalogueView,
  parseCatalogueView,
  sortedBy,
  type CatalogueView,
  type SortColumn,
} from './catalogueView';
import {capabilityKeys, capabilityLabels, vendors, vendorsByCategory, type CapabilityKey} from './vendors';
import styles from './catalogue.module.css';

const rows = buildCapabilityMatrixRows(vendors);
const counts = countSupported(rows);
const categories = vendorsByCategory().map(([category]) => category);
const knownCategories = new Set(categories);

/**
 * The view in the URL is the state: a shared link restores it, and Back leaves the page rather
 * than stepping through keystrokes (history.replace). The server render (and the hydration render
 * that must match it) shows the default view: every vendor, which the Markdown twin also keeps.
 */
function useCatalogueView(): [CatalogueView, (view: CatalogueView) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const view = isBrowser ? parseCatalogueView(location.search, knownCategories) : DEFAULT_VIEW;
  const setView = useCallback(
    (next: CatalogueView) => history.replace({search: formatCatalogueView(next), hash: location.hash}),
    [history, location.hash],
  );
  return [view, setView];
}

function SortHeader({column, label, view, onSort}: {
  column: SortColumn;
  label: string;
  view: CatalogueView;
  onSort: (column: SortColumn) => void;
}): ReactNode {
  const active = view.sort === column;
  return (
    <th scope="col" aria-sort={active ? view.direction : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (view.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * Every data-discovery vendor against every capability: a filter by name, category and
 * capability, sortable columns, and a scroll box of its own whose header stays in view while its
 * rows scroll; on a phone one card per vendor with every column labelled.
 */
export default function VendorCatalogue(): ReactNode {
  const [view, setView] = useCatalogueView();
  const shown = applyCatalogueView(rows, view);
  const filtered = view.name.trim() !== '' || view.category !== null || view.capabilities.length > 0;
  const toggleCapability = (key: CapabilityKey, on: boolean) =>
    setView({...view, capabilities: capabilityKeys.filter((k) => (k === key ? on : view.capabilities.includes(k)))});

  return (
    <div className={styles.catalogue}>
      <form className={styles.filters} role="search" aria-label="Filter the vendor catalogue" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor="catalogue-name">Vendor name</label>
          <input
            id="catalogue-name"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={view.name}
            placeholder="e.g. HubSpot"
            onChange={(e) => setView({...view, name: e.target.value})}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="catalogue-category">Category</label>
          <select
            id="catalogue-category"
            value={view.category ?? ''}
            onChange={(e) => setView({...view, category: e.target.value || null})}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.capabilities}>
          <legend>Supports</legend>
          {capabilityKeys.map((key) => (
            <label key={key} className={styles.check}>
              <input
                type="checkbox"
                checked={view.capabilities.includes(key)}
                onChange={(e) => toggleCapability(key, e.target.checked)}
              />
              {capabilityLabels[key]}
            </label>
          ))}
        </fieldset>
        {filtered && (
          <button type="button" className={styles.clear} onClick={() => setView({...DEFAULT_VIEW, sort: view.sort, direction: view.direction})}>
            Clear filters
          </button>
        )}
      </form>
      <p className={styles.status} role="status">
        {filtered ? `${shown.length} of ${rows.length} connectors match.` : `All ${rows.length} connectors.`}
      </p>
      {/* Its phone layout is catalogue.module.css's, not the guide tables' (src/css/custom.css). */}
      <ScrollRegion className={styles.scrollBox} label="Capability matrix">
        <table className={styles.table} data-own-layout>
          <caption>
            Capabilities of the {rows.length} data-discovery connectors:{' '}
            {capabilityKeys.map((key) => `${capabilityLabels[key]} ${counts[key]}`).join(', ')}.
          </caption>
          <thead>
            <tr>
              <SortHeader column="name" label="Vendor" view={view} onSort={(c) => setView(sortedBy(view, c))} />
              <SortHeader column="category" label="Category" view={view} onSort={(c) => setView(sortedBy(view, c))} />
              {capabilityKeys.map((key) => (
                <SortHeader key={key} column={key} label={capabilityLabels[key]} view={view} onSort={(c) => setView(sortedBy(view, c))} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.slug} id={row.slug}>
                <th scope="row">
                  <Link to={row.route}>{row.name}</Link>
                </th>
                <td data-label="Category">{row.category}</td>
                {row.cells.map((cell) => (
                  <td key={cell.key} data-label={cell.label}>
                    <SupportBadge supported={cell.supported} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {shown.length === 0 && (
        <p className={styles.empty}>
          No connector matches these filters. Connectors that cannot automate a request still handle it
          as an action item for the data store's owners.
        </p>
      )}
    </div>
  );
}

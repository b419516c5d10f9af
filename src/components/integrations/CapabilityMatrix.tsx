import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SupportBadge from './SupportBadge';
import {buildCapabilityMatrixRows, countSupported} from './capabilityMatrixRows';
import {capabilityKeys, capabilityLabels, vendors} from './vendors';
import styles from './styles.module.css';

/** Every data-discovery vendor against every capability, as one accessible table. */
export default function CapabilityMatrix(): ReactNode {
  const rows = buildCapabilityMatrixRows(vendors);
  const counts = countSupported(rows);
  return (
    // Focusable so keyboard users can scroll the table box (axe: scrollable-region-focusable).
    <div className={styles.matrixWrapper} role="region" aria-label="Capability matrix" tabIndex={0}>
      <table className={styles.table}>
        <caption>
          Capabilities of the {rows.length} data-discovery connectors:{' '}
          {capabilityKeys.map((key) => `${capabilityLabels[key]} ${counts[key]}`).join(', ')}.
        </caption>
        <thead>
          <tr>
            <th scope="col">Vendor</th>
            <th scope="col">Category</th>
            {capabilityKeys.map((key) => (
              <th scope="col" key={key}>
                {capabilityLabels[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slug} id={row.slug}>
              <th scope="row">
                <Link to={row.route}>{row.name}</Link>
              </th>
              <td>{row.category}</td>
              {row.cells.map((cell) => (
                <td key={cell.key}>
                  <SupportBadge supported={cell.supported} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {vendorRoute, vendorsByCategory} from './vendors';
import styles from './styles.module.css';

/** All vendors, grouped by the kind of tool, each linking to its page. */
export default function VendorList(): ReactNode {
  return (
    <div className={styles.vendorList}>
      {vendorsByCategory().map(([category, list]) => (
        <section key={category} aria-label={category}>
          <p className={styles.categoryName}>
            <strong>{category}</strong> ({list.length})
          </p>
          <ul>
            {list.map((vendor) => (
              <li key={vendor.slug}>
                <Link to={vendorRoute(vendor.slug)}>{vendor.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

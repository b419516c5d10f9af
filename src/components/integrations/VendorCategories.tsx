import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {catalogueCategoryRoute} from './catalogueRoutes';
import {vendorsByCategory} from './vendors';
import styles from './styles.module.css';

/**
 * The vendor categories, each a link to the catalogue filtered to it. A list of every vendor
 * grew with the catalogue; the catalogue itself lists them with a filter.
 */
export default function VendorCategories(): ReactNode {
  return (
    <ul className={styles.categoryList}>
      {vendorsByCategory().map(([category, list]) => (
        <li key={category}>
          <Link to={catalogueCategoryRoute(category)}>{category}</Link> ({list.length})
        </li>
      ))}
    </ul>
  );
}

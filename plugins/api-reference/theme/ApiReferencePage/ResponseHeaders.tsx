import React, {type ReactNode} from 'react';
import type {HeaderView} from '../../model/types';
import Html from './Html';
import styles from './styles.module.css';

/** The headers a response sends, with their types and descriptions. */
export default function ResponseHeaders({headers}: {headers: HeaderView[]}): ReactNode {
  if (headers.length === 0) return null;
  return (
    <ul className={styles.facts}>
      {headers.map((header) => (
        <li key={header.name}>
          header <code>{header.name}</code> <span className={styles.type}>{header.type}</span>
          <Html html={header.descriptionHtml} className={styles.description} />
        </li>
      ))}
    </ul>
  );
}

import React, {type ReactNode} from 'react';
import type {HeaderView} from '../../model/types';
import Html from './Html';
import styles from './styles.module.css';

/**
 * The headers a response sends: each with its type and description, but those most responses send
 * (described once, under Response headers), which are named on one line with a link there.
 */
export default function ResponseHeaders({headers}: {headers: HeaderView[]}): ReactNode {
  const own = headers.filter((header) => !header.shared);
  const shared = headers.filter((header) => header.shared);
  return (
    <>
      {own.length > 0 && (
        <ul className={styles.facts}>
          {own.map((header) => (
            <li key={header.name}>
              header <code>{header.name}</code> <span className={styles.type}>{header.type}</span>
              <Html html={header.descriptionHtml} className={styles.description} />
            </li>
          ))}
        </ul>
      )}
      {shared.length > 0 && (
        <p className={styles.sharedLinks}>
          {own.length > 0 ? 'Also the headers ' : 'Headers: '}
          {shared.map((header, index) => (
            <React.Fragment key={header.name}>
              {index > 0 && ', '}
              <a href={`#${header.shared}`}>
                <code>{header.name}</code>
              </a>
            </React.Fragment>
          ))}
          .
        </p>
      )}
    </>
  );
}

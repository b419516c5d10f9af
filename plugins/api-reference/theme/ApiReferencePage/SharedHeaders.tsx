import React, {type ReactNode} from 'react';
import {RESPONSE_HEADERS_ANCHOR} from '../../model/anchors';
import type {SharedHeaderView} from '../../model/types';
import Html from './Html';
import Permalink from './Permalink';
import styles from './styles.module.css';

/** The headers many responses send (rate limits, the request id, Retry-After), each described once. */
export default function SharedHeaders({headers}: {headers: SharedHeaderView[]}): ReactNode {
  if (headers.length === 0) return null;
  return (
    <section id={RESPONSE_HEADERS_ANCHOR} className={styles.section} aria-labelledby="response-headers-title">
      <h2 id="response-headers-title">
        Response headers
        <Permalink anchor={RESPONSE_HEADERS_ANCHOR} label="Response headers" />
      </h2>
      <p>Headers that many responses send, described once. Each response names the ones it sends and links here.</p>
      <ul className={styles.facts}>
        {headers.map((header) => (
          <li key={header.name} id={header.anchor}>
            header <code>{header.name}</code> <span className={styles.type}>{header.type}</span>
            <Permalink anchor={header.anchor} label={`header ${header.name}`} />
            <Html html={header.descriptionHtml} className={styles.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Highlighted code (built at build time) with a copy button that the page's script wires. */
export default function CodePanel({html, language, label}: {html: string; language: string; label: string}): ReactNode {
  return (
    <div className={styles.code}>
      <button type="button" className={styles.copy} data-copy data-md-skip aria-label={`Copy ${label}`}>
        Copy
      </button>
      <pre className={`language-${language}`} tabIndex={0}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{__html: html}} />
      </pre>
    </div>
  );
}

import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Highlighted code (built at build time) with a copy button that the page's script wires (it finds
 * the button by its class; the Markdown twin leaves every button out). The language is on the
 * `<pre>` only, where the twin and the print styles read it. The button has no `type`: the page
 * has no form for it to submit, and the reference repeats it on every sample and example.
 */
export default function CodePanel({html, language, label}: {html: string; language: string; label: string}): ReactNode {
  return (
    <div className={styles.code}>
      <button className={styles.copy} aria-label={`Copy ${label}`}>
        Copy
      </button>
      <pre tabIndex={0}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{__html: html}} />
      </pre>
    </div>
  );
}

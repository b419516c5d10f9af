import type {ReactNode} from 'react';
import {STRINGS} from '@site/src/search/constants';
import styles from './SearchModal.module.css';

/** The key hints: Enter, ESC and the platform's shortcut. */
export default function SearchFooter({apple}: {apple: boolean}): ReactNode {
  return (
    <footer className={styles.footer}>
      <span>
        <kbd>Enter</kbd> {STRINGS.footerSelect}
      </span>
      <span>
        <kbd>ESC</kbd> {STRINGS.footerEscape}
      </span>
      <span>
        <kbd>{apple ? '⌘K' : 'Ctrl+K'}</kbd> {STRINGS.footerToggle}
      </span>
    </footer>
  );
}

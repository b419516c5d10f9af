import type {ReactNode} from 'react';
import {STRINGS} from '../../shared/strings';
import styles from './SearchModal.module.css';

/**
 * The key hints, each key once: Enter to select, the arrows to move, and ESC or the platform's
 * shortcut to close (one hint for the two keys that do the same thing).
 */
export default function SearchFooter({apple}: {apple: boolean}): ReactNode {
  return (
    <footer className={styles.footer}>
      <span>
        <kbd>Enter</kbd> {STRINGS.footerSelect}
      </span>
      <span>
        <kbd aria-label={STRINGS.arrowKeys}>↑↓</kbd> {STRINGS.footerNavigate}
      </span>
      <span>
        <kbd>ESC</kbd> {STRINGS.footerOr} <kbd>{apple ? '⌘K' : 'Ctrl+K'}</kbd> {STRINGS.footerClose}
      </span>
    </footer>
  );
}

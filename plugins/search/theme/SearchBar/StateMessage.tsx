import type {ReactNode, RefObject} from 'react';
import {STRINGS} from '../../shared/strings';
import styles from './SearchModal.module.css';

/** Loading: the same words as the input's placeholder. */
export function LoadingMessage(): ReactNode {
  return <p className={styles.message}>{STRINGS.placeholderLoading}</p>;
}

/** "Search Unavailable" with the message and Reload Page (which takes focus). */
export function ErrorState({message, reloadRef}: {message: string; reloadRef: RefObject<HTMLButtonElement | null>}): ReactNode {
  return (
    <div className={styles.state} role="alert">
      <h2 className={styles.stateTitle}>{STRINGS.errorTitle}</h2>
      <p>{message || STRINGS.errorFallback}</p>
      <button ref={reloadRef} type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {STRINGS.reload}
      </button>
    </div>
  );
}

/** No query and no history: the title and the number of documents indexed. */
export function EmptyState({documentCount}: {documentCount: number}): ReactNode {
  return (
    <div className={styles.state}>
      <h2 className={styles.stateTitle}>{STRINGS.emptyTitle}</h2>
      <p>
        <span data-testid="search-document-count">{documentCount}</span> documents indexed
      </p>
    </div>
  );
}

export function SearchingMessage(): ReactNode {
  return (
    <p className={styles.message} aria-live="polite">
      {STRINGS.searching}
    </p>
  );
}

export function FailedMessage({message}: {message: string}): ReactNode {
  return (
    <p className={styles.message} role="alert">
      {message}
    </p>
  );
}

/** No results: the message and the four tips. */
export function NoResults(): ReactNode {
  return (
    <div className={styles.state}>
      <p>{STRINGS.noResults}</p>
      <ul className={styles.tips}>
        {STRINGS.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}

/** The query was corrected: what was searched, and a link back to the query as typed. */
export function CorrectionNotice({corrected, typed, onSearchTyped}: {corrected: string; typed: string; onSearchTyped: () => void}): ReactNode {
  return (
    <p className={styles.correction}>
      {STRINGS.showingResultsFor} <strong>{corrected}</strong>.{' '}
      <button type="button" className={styles.linkButton} onClick={onSearchTyped}>
        {STRINGS.searchLiteralInstead} “{typed}”
      </button>
    </p>
  );
}

import {useEffect, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The search dialog's code could not be downloaded: a human message and a Retry button. */
export default function ChunkLoadFailure({error, retry}: {error: Error; retry: () => void}): ReactNode {
  useEffect(() => {
    console.error('[search] Could not load the search dialog', error);
  }, [error]);
  return (
    <div className={styles.fallback} role="alert">
      <p>Search could not be loaded. Check your connection.</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

import {useEffect, type ReactNode} from 'react';
import {CHUNK_FAILED_MESSAGE, RETRY_LABEL} from '../../shared/strings';
import styles from './styles.module.css';

/** The search dialog's code could not be downloaded: a human message and a Retry button. */
export default function ChunkLoadFailure({error, retry}: {error: Error; retry: () => void}): ReactNode {
  useEffect(() => {
    console.error('[search] Could not load the search dialog', error);
  }, [error]);
  return (
    <div className={styles.fallback} role="alert">
      <p>{CHUNK_FAILED_MESSAGE}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {RETRY_LABEL}
      </button>
    </div>
  );
}

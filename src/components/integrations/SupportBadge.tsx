import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** "Yes"/"No" as text, with a mark that is decoration only: the meaning never rests on colour or icon. */
export default function SupportBadge({supported}: {supported: boolean}): ReactNode {
  return (
    <span className={supported ? styles.supported : styles.unsupported}>
      <span aria-hidden="true" className={styles.mark}>
        {supported ? '✓' : '–'}
      </span>
      {supported ? 'Yes' : 'No'}
    </span>
  );
}

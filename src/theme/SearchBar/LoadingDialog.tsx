import {useEffect, useRef, type MutableRefObject, type ReactNode} from 'react';
import {STRINGS} from '@site/src/search/strings';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

/**
 * What the dialog shows while its own code downloads (the first opening on a slow connection):
 * the same input, focused at once, holding what is typed in `seed` for the dialog that replaces
 * it. Kept to an input so that it costs the initial bundle next to nothing.
 */
export default function LoadingDialog({seed, onClose}: {seed: MutableRefObject<string>; onClose: () => void}): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, []);
  return (
    <div className={styles.fallback} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        className={styles.fallbackDialog}
        role="dialog"
        aria-modal="true"
        aria-label={STRINGS.dialogLabel}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}>
        <SearchIcon size={20} className={styles.icon} />
        <input
          ref={inputRef}
          className={styles.fallbackInput}
          type="search"
          role="combobox"
          aria-expanded={false}
          aria-label={STRINGS.dialogLabel}
          autoComplete="off"
          spellCheck={false}
          placeholder={STRINGS.placeholderLoading}
          defaultValue={seed.current}
          onChange={(event) => {
            seed.current = event.target.value;
          }}
        />
      </div>
    </div>
  );
}

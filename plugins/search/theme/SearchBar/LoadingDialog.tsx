import {useLayoutEffect, useRef, type ReactNode} from 'react';
import {MAX_QUERY_LENGTH} from '../../shared/limits';
import {STRINGS} from '../../shared/strings';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

/**
 * What the dialog shows while its own code downloads (the first opening on a slow connection):
 * the same input, focused at once, editing the navbar's query, which the dialog that replaces it
 * starts with. Enter is remembered: the dialog opens the top result once it has one. Kept to an
 * input so that it costs the initial bundle next to nothing.
 */
export default function LoadingDialog({
  query,
  onType,
  onSubmit,
  onClose,
}: {
  query: string;
  onType: (text: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  // Focus in the commit itself, before the browser delivers the next key.
  useLayoutEffect(() => {
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
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          else if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}>
        <SearchIcon size={20} className={styles.icon} />
        <input
          ref={inputRef}
          className={styles.fallbackInput}
          type="search"
          role="combobox"
          aria-expanded={false}
          aria-label={STRINGS.dialogLabel}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={STRINGS.placeholderLoading}
          value={query}
          onChange={(event) => onType(event.target.value)}
        />
      </div>
    </div>
  );
}

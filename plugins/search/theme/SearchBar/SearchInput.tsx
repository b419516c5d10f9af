import type {KeyboardEvent, ReactNode, RefObject} from 'react';
import {MAX_QUERY_LENGTH} from '../../shared/limits';
import {STRINGS} from '../../shared/strings';
import SearchIcon from './SearchIcon';
import styles from './SearchModal.module.css';

/**
 * The dialog's header: the combobox input, its Clear button (with a query) and the one close
 * button. Neither button is in the way of typing: the dialog sends typed characters to the input.
 */
export default function SearchInput({
  inputRef,
  query,
  loading,
  disabled,
  expanded,
  controls,
  activeId,
  onType,
  onKeyDown,
  onClear,
  onClose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  loading: boolean;
  disabled: boolean;
  expanded: boolean;
  controls: string;
  activeId: string | undefined;
  onType: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClear: () => void;
  onClose: () => void;
}): ReactNode {
  return (
    <div className={styles.header}>
      <SearchIcon size={20} className={styles.searchIcon} />
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={STRINGS.dialogLabel}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={controls}
        aria-activedescendant={activeId}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={loading ? STRINGS.placeholderLoading : STRINGS.placeholder}
        disabled={disabled}
        value={query}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query !== '' && (
        <button type="button" className={styles.clearButton} aria-label={STRINGS.clearQuery} onClick={onClear}>
          {STRINGS.clearQueryShort}
        </button>
      )}
      <button type="button" className={styles.closeButton} aria-label={STRINGS.close} title={STRINGS.close} onClick={onClose}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

import type {ReactNode} from 'react';
import {STRINGS} from '../../shared/strings';
import {OptionItem, type NumberedOption} from './OptionList';
import type {OptionProps} from './useCombobox';
import styles from './SearchModal.module.css';

/** The recent searches shown with no query, with their Clear button. */
export default function RecentSearches({
  listId,
  headingId,
  entries,
  optionProps,
  onClear,
}: {
  listId: string;
  headingId: string;
  entries: NumberedOption<string>[];
  optionProps: (index: number) => OptionProps;
  onClear: () => void;
}): ReactNode {
  return (
    <div>
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle} id={headingId}>
          {STRINGS.recentHeading}
        </h2>
        <button type="button" className={styles.linkButton} onClick={onClear}>
          {STRINGS.clearRecent}
        </button>
      </div>
      <ul id={listId} role="listbox" aria-labelledby={headingId} className={styles.list}>
        {entries.map(({option: text, index}) => (
          <OptionItem key={text} props={optionProps(index)} className={styles.recent}>
            {text}
          </OptionItem>
        ))}
      </ul>
    </div>
  );
}

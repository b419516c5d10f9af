import type {ReactNode} from 'react';
import {STRINGS} from '../../shared/strings';
import type {Suggestion} from '../../shared/types';
import {OptionItem, type NumberedOption} from './OptionList';
import SearchIcon from './SearchIcon';
import type {OptionProps} from './useCombobox';
import styles from './SearchModal.module.css';

/**
 * Query completions under the input: a search icon and the words, like a search box's
 * suggestions, so that they do not pass for pages (the results below are the links). Choosing
 * one searches for it.
 */
export default function Suggestions({
  id,
  entries,
  optionProps,
}: {
  id: string;
  entries: NumberedOption<Suggestion>[];
  optionProps: (index: number) => OptionProps;
}): ReactNode {
  return (
    <ul id={id} role="listbox" aria-label={STRINGS.suggestionsLabel} className={styles.suggestions}>
      {entries.map(({option: suggestion, index}) => (
        <OptionItem key={suggestion.text} props={optionProps(index)} className={styles.suggestion}>
          <SearchIcon size={14} className={styles.suggestionIcon} />
          <span>{suggestion.text}</span>
        </OptionItem>
      ))}
    </ul>
  );
}

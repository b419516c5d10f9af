import type {ReactNode} from 'react';
import {STRINGS} from '@site/src/search/constants';
import type {Suggestion} from '@site/src/search/types';
import {OptionItem, type NumberedOption} from './OptionList';
import type {OptionProps} from './useCombobox';
import styles from './SearchModal.module.css';

/** Title suggestions under the input. */
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
        <OptionItem key={suggestion.url} props={optionProps(index)} className={styles.suggestion}>
          <span>{suggestion.text}</span>
          <span className={styles.category}>{suggestion.category}</span>
        </OptionItem>
      ))}
    </ul>
  );
}

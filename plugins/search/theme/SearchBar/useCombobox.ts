import {useEffect, useState, type KeyboardEvent, type MouseEvent} from 'react';
import {movedIndex, selectedIndex} from './comboboxSelection';
import {optionKey, type SearchOption} from './searchOptions';

export interface OptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  onMouseDown: (event: {preventDefault: () => void}) => void;
  onMouseMove: () => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** A click the browser gives its own meaning to on a link: new tab or window, download. */
function isModifiedClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

export interface Combobox {
  /** Index of the selected option in the list, -1 for none. */
  activeIndex: number;
  /** The selected option's element id, for aria-activedescendant. */
  activeId: string | undefined;
  optionProps: (index: number) => OptionProps;
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The keyboard model of the ARIA combobox: the input keeps focus, the first result is selected as
 * soon as results are shown (see ./comboboxSelection.ts), ArrowDown and ArrowUp move the selection,
 * Enter chooses the selected option (or submits the query when none is), the mouse selects on hover
 * and chooses on a plain click. A picked option is kept by identity, so results arriving under the
 * suggestions do not move or drop it; a change of `resetKey` (the query and category) returns to
 * the default.
 */
export function useCombobox({
  options,
  idPrefix,
  resetKey,
  onChoose,
  onSubmit,
}: {
  options: SearchOption[];
  idPrefix: string;
  resetKey: string;
  onChoose: (option: SearchOption) => void;
  onSubmit: () => void;
}): Combobox {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = selectedIndex(options, activeKey);
  const select = (index: number): void => setActiveKey(index >= 0 && options[index] ? optionKey(options[index]) : null);
  const optionId = (index: number): string => `${idPrefix}-option-${index}`;

  useEffect(() => setActiveKey(null), [resetKey]);
  // Only a move the reader made scrolls the list: the default selection is the first result, in view.
  useEffect(() => {
    if (activeKey !== null && activeIndex >= 0) {
      document.getElementById(`${idPrefix}-option-${activeIndex}`)?.scrollIntoView({block: 'nearest'});
    }
  }, [activeKey, activeIndex, idPrefix]);

  return {
    activeIndex,
    activeId: activeIndex >= 0 ? optionId(activeIndex) : undefined,
    optionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      // The input keeps focus while the pointer chooses.
      onMouseDown: (event) => event.preventDefault(),
      onMouseMove: () => index !== activeIndex && select(index),
      // A modified click on a result link is left to the browser (a new tab): the dialog stays as it is.
      onClick: (event) => {
        if (isModifiedClick(event)) {
          return;
        }
        event.preventDefault();
        onChoose(options[index]);
      },
    }),
    onInputKeyDown: (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        select(movedIndex(options, activeIndex, 1));
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        select(movedIndex(options, activeIndex, -1));
      } else if (event.key === 'Enter') {
        event.preventDefault();
        if (activeIndex >= 0 && options[activeIndex]) {
          onChoose(options[activeIndex]);
        } else {
          onSubmit();
        }
      }
    },
  };
}

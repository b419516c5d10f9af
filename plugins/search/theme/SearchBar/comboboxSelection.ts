import {optionKey, type SearchOption} from './searchOptions';

/**
 * Which option is selected, as DocSearch does it: while results are shown, the first result is
 * selected until the reader picks another, so the row Enter opens is always the row shown as
 * selected, and ArrowDown goes straight to the next result. Query suggestions sit above the
 * results: ArrowUp reaches them. Without results (suggestions or recent searches only) nothing is
 * selected until an arrow key is pressed, and Enter submits the query.
 */

/** Index of the first result (or section) in the list, -1 without results. */
export function defaultIndex(options: SearchOption[]): number {
  return options.findIndex((option) => option.kind === 'result' || option.kind === 'section');
}

/**
 * The selected index: the option the reader picked (by identity, so results arriving under it do
 * not move it), else the default. A picked option that left the list falls back to the default.
 */
export function selectedIndex(options: SearchOption[], pickedKey: string | null): number {
  if (pickedKey !== null) {
    const index = options.findIndex((option) => optionKey(option) === pickedKey);
    if (index >= 0) return index;
  }
  return defaultIndex(options);
}

/**
 * The index an arrow key moves to. With results the selection never goes back to none (Enter
 * would then open a row that is not shown as selected); without, ArrowUp from the first option
 * returns to none (-1). Neither end wraps.
 */
export function movedIndex(options: SearchOption[], current: number, step: 1 | -1): number {
  const lowest = defaultIndex(options) >= 0 ? 0 : -1;
  return Math.max(lowest, Math.min(current + step, options.length - 1));
}

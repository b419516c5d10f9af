import type {FocusEvent, ReactNode} from 'react';
import {STRINGS} from '../../shared/strings';
import type {CategoryCount} from '../../shared/types';
import styles from './SearchModal.module.css';

/**
 * A chip that takes focus scrolls wholly into the row, its focus ring too (the row's
 * scroll-padding): the browser's own focus scrolling leaves a partly shown chip where it is.
 */
function showWhole(event: FocusEvent<HTMLButtonElement>): void {
  event.currentTarget.scrollIntoView({block: 'nearest', inline: 'nearest'});
}

/** "All Categories" and one toggle per category, each with its count; empty ones disabled while searching. */
export default function CategoryFilter({
  headingId,
  counts,
  allCount,
  selected,
  searching,
  onPick,
}: {
  headingId: string;
  counts: CategoryCount[];
  allCount: number;
  selected: string | null;
  searching: boolean;
  onPick: (category: string | null) => void;
}): ReactNode {
  return (
    <div className={styles.filters} role="group" aria-labelledby={headingId}>
      <span id={headingId} className={styles.filterHeading}>
        {STRINGS.filterHeading}
      </span>
      <button type="button" className={styles.filter} aria-pressed={selected === null} onFocus={showWhole} onClick={() => onPick(null)}>
        {STRINGS.allCategories} <span className={styles.count}>{allCount}</span>
      </button>
      {counts.map(({name, count}) => (
        <button
          key={name}
          type="button"
          className={styles.filter}
          aria-pressed={selected === name}
          disabled={searching && count === 0 && selected !== name}
          onFocus={showWhole}
          onClick={() => onPick(selected === name ? null : name)}>
          {name} <span className={styles.count}>{count}</span>
        </button>
      ))}
    </div>
  );
}

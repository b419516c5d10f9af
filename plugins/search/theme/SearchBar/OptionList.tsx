import clsx from 'clsx';
import type {ReactNode} from 'react';
import type {OptionProps} from './useCombobox';
import styles from './SearchModal.module.css';

/** One entry of the options list with its position, so that each group renders from the one list. */
export interface NumberedOption<T> {
  option: T;
  index: number;
}

/**
 * A listbox option: the combobox's props, and the active style when it is selected. An option
 * that opens a page is the link itself (`<a role="option">`, in a `<div role="listbox">`): Ctrl/⌘-click
 * and middle-click open it in a new tab, and the browser shows and copies its URL. A link nested
 * inside an option would be an interactive control inside another (WCAG 4.1.2). It stays out of the
 * Tab order: the input keeps focus and the arrow keys move the selection.
 */
export function OptionItem({
  props,
  className,
  label,
  href,
  children,
}: {
  props: OptionProps;
  className: string;
  label?: string;
  href?: string;
  children: ReactNode;
}): ReactNode {
  const classes = clsx(className, props['aria-selected'] && styles.active);
  if (href) {
    return (
      <a {...props} href={href} tabIndex={-1} aria-label={label} className={clsx(classes, styles.optionLink)}>
        {children}
      </a>
    );
  }
  return (
    <li {...props} aria-label={label} className={classes}>
      {children}
    </li>
  );
}

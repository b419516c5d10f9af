import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {filterNav} from '../../client/navFilter';
import {buttonTucked} from '../../client/readingScroll';
import type {NavModel} from '../../model/types';
import {MethodBadge} from './OperationSection';
import useScrollSpy from './useScrollSpy';
import styles from './styles.module.css';

/**
 * The sticky navigation of a reference: groups (tags), their operations with the method, a filter,
 * the current operation highlighted as the reader scrolls. On narrow screens it is a drawer over the
 * page, opened by a button fixed at the bottom of the screen; Esc, the close button, the backdrop or
 * a chosen link close it, and focus returns to the button. The button steps aside while the reader
 * scrolls down, so that it does not cover the text being read, and comes back on a scroll up.
 */
export default function ReferenceNav({nav, apiName}: {nav: NavModel; apiName: string}): ReactNode {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  const active = useScrollSpy(`.${styles.operation}`);
  const list = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = filterNav(nav, filter);
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    let previous = window.scrollY;
    let wasTucked = false;
    const onScroll = () => {
      const y = window.scrollY;
      wasTucked = buttonTucked(previous, y, wasTucked);
      previous = y;
      setTucked(wasTucked);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  // While the drawer is open: Esc closes it, and the page behind does not scroll.
  useEffect(() => {
    if (!open) return undefined;
    input.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    // Only when the drawer covers the page (the toggle is shown): the desktop column stays scrollable.
    const isDrawer = toggle.current !== null && getComputedStyle(toggle.current).display !== 'none';
    if (isDrawer) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Keep the current operation visible in the navigation's own scroll area.
  useEffect(() => {
    const link = active ? list.current?.querySelector<HTMLElement>(`[href="#${CSS.escape(active)}"]`) : null;
    link?.scrollIntoView({block: 'nearest'});
  }, [active]);

  return (
    <nav className={styles.nav} aria-label={`${apiName} reference`} data-md-skip>
      <button
        ref={toggle}
        type="button"
        className={clsx('button button--primary', styles.navToggle, tucked && !open && styles.navToggleTucked)}
        aria-expanded={open}
        aria-controls="api-reference-nav"
        onClick={() => setOpen(!open)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M2 3.5h12M2 8h12M2 12.5h12" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
        Operations
      </button>
      {open && <div className={styles.navBackdrop} onClick={() => close(true)} aria-hidden="true" />}
      <div
        id="api-reference-nav"
        ref={list}
        className={clsx(styles.navPanel, open && styles.navPanelOpen)}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? 'Operations' : undefined}>
        <div className={styles.navPanelHead}>
          <label className={styles.navFilter}>
            <span>Filter operations</span>
            <input
              ref={input}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="e.g. consent, POST, dsarId"
              autoComplete="off"
            />
          </label>
          <button type="button" className={styles.navClose} onClick={() => close(true)} aria-label="Close the operations menu">
            ×
          </button>
        </div>
        <ul className={styles.navGroups}>
          {shown.groups.map((group) => (
            <li key={group.anchor}>
              <a href={`#${group.anchor}`} className={styles.navGroup} onClick={() => close(false)}>
                {group.label}
              </a>
              {group.items.length > 0 && (
                <ul>
                  {group.items.map((item) => (
                    <li key={item.anchor}>
                      <a
                        href={`#${item.anchor}`}
                        className={clsx(active === item.anchor && styles.navItemActive, item.deprecated && styles.navItemDeprecated) || undefined}
                        aria-current={active === item.anchor ? 'location' : undefined}
                        onClick={() => close(false)}>
                        {item.method && <MethodBadge method={item.method} />}
                        {/* One text node with its space: two would be split by a `<!-- -->` marker in the HTML. */}
                        {item.method ? ` ${item.label}` : item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {shown.groups.length === 0 && (
          <p className={styles.navEmpty} role="status">
            No operation matches “{filter}”.
          </p>
        )}
      </div>
    </nav>
  );
}

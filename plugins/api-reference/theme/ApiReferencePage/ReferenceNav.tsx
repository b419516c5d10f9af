import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {filterNav} from '../../client/navFilter';
import type {NavModel} from '../../model/types';
import {MethodBadge} from './OperationSection';
import useScrollSpy from './useScrollSpy';
import styles from './styles.module.css';

/**
 * The sticky navigation of a reference: groups (tags), their operations with the method, a filter,
 * the current operation highlighted as the reader scrolls. Behind a button on narrow screens.
 */
export default function ReferenceNav({nav, apiName}: {nav: NavModel; apiName: string}): ReactNode {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  const active = useScrollSpy('[data-operation]');
  const list = useRef<HTMLDivElement>(null);
  const shown = filterNav(nav, filter);

  // Keep the current operation visible in the navigation's own scroll area.
  useEffect(() => {
    const link = active ? list.current?.querySelector<HTMLElement>(`[href="#${CSS.escape(active)}"]`) : null;
    link?.scrollIntoView({block: 'nearest'});
  }, [active]);

  return (
    <nav className={styles.nav} aria-label={`${apiName} reference`} data-md-skip>
      <button type="button" className={clsx('button button--secondary button--sm', styles.navToggle)} aria-expanded={open} aria-controls="api-reference-nav" onClick={() => setOpen(!open)}>
        {open ? 'Hide operations' : 'Operations'}
      </button>
      <div id="api-reference-nav" ref={list} className={clsx(styles.navPanel, open && styles.navPanelOpen)}>
        <label className={styles.navFilter}>
          <span>Filter operations</span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="e.g. consent, POST, rules" autoComplete="off" />
        </label>
        <ul className={styles.navGroups}>
          {shown.groups.map((group) => (
            <li key={group.anchor}>
              <a href={`#${group.anchor}`} className={styles.navGroup} onClick={() => setOpen(false)}>
                {group.label}
              </a>
              {group.items.length > 0 && (
                <ul>
                  {group.items.map((item) => (
                    <li key={item.anchor}>
                      <a
                        href={`#${item.anchor}`}
                        className={clsx(styles.navItem, active === item.anchor && styles.navItemActive, item.deprecated && styles.navItemDeprecated)}
                        aria-current={active === item.anchor ? 'location' : undefined}
                        onClick={() => setOpen(false)}>
                        <MethodBadge method={item.method} /> {item.label}
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

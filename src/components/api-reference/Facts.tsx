import React, {type ReactNode} from 'react';
import type {Constraint} from '@site/src/api-reference/model/types';
import styles from './styles.module.css';

/** Constraints, allowed values and default of a parameter or property. */
export default function Facts({constraints, enumValues, defaultValue}: {constraints: Constraint[]; enumValues: string[]; defaultValue?: string}): ReactNode {
  if (constraints.length === 0 && enumValues.length === 0 && defaultValue === undefined) return null;
  return (
    <ul className={styles.facts}>
      {constraints.map((c) => (
        <li key={c.label}>
          {c.label}: <code>{c.value}</code>
        </li>
      ))}
      {enumValues.length > 0 && (
        <li>
          allowed values:{' '}
          {enumValues.map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </React.Fragment>
          ))}
        </li>
      )}
      {defaultValue !== undefined && (
        <li>
          default: <code>{defaultValue}</code>
        </li>
      )}
    </ul>
  );
}

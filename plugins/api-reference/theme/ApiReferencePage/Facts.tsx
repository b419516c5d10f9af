import React, {type ReactNode} from 'react';
import type {Constraint} from '../../model/types';

/**
 * Constraints, allowed values and default of a parameter or property: a list, or in a table cell
 * one paragraph of `label: value` items (a list in a cell has no Markdown form for the page's twin).
 * Styled by where they sit (a property row, a table cell), so they carry no class. Each label is
 * one text with its colon: React separates two texts side by side with a comment in the HTML.
 */
export default function Facts({constraints, enumValues, defaultValue, inline = false}: {constraints: Constraint[]; enumValues: string[]; defaultValue?: string; inline?: boolean}): ReactNode {
  if (constraints.length === 0 && enumValues.length === 0 && defaultValue === undefined) return null;
  if (inline) {
    const items = [
      ...constraints.map((c) => [c.label, c.value] as const),
      ...(enumValues.length > 0 ? [['allowed values', enumValues.join(', ')] as const] : []),
      ...(defaultValue !== undefined ? [['default', defaultValue] as const] : []),
    ];
    return (
      <p>
        {items.map(([label, value], index) => (
          <React.Fragment key={label}>
            {`${index > 0 ? '; ' : ''}${label}: `}
            <code>{value}</code>
          </React.Fragment>
        ))}
      </p>
    );
  }
  return (
    <ul>
      {constraints.map((c) => (
        <li key={c.label}>
          {`${c.label}: `}
          <code>{c.value}</code>
        </li>
      ))}
      {enumValues.length > 0 && (
        <li>
          {'allowed values: '}
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

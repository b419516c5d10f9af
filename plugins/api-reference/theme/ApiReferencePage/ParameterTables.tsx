import React, {type ReactNode} from 'react';
import type {ParameterLocation, ParameterView} from '../../model/types';
import Facts from './Facts';
import Html from './Html';
import {FieldName} from './Permalink';
import styles from './styles.module.css';

const LOCATION_LABELS: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/**
 * One table per parameter location: name, type, required, description and every constraint. The
 * table styles its cells by column (`.parameters td`, the type cell as its row's first `td`), so
 * the rows carry no classes; a header cell in `<thead>` is a column header without `scope`.
 */
export default function ParameterTables({parameters}: {parameters: ParameterView[]}): ReactNode {
  const locations = (Object.keys(LOCATION_LABELS) as ParameterLocation[]).filter((location) => parameters.some((p) => p.in === location));
  return (
    <>
      {locations.map((location) => (
        <div key={location} className={styles.tableWrap}>
          <table className={styles.parameters}>
            <caption>{LOCATION_LABELS[location]}</caption>
            <thead>
              <tr>
                <th>Name</th>
                <th>Type</th>
                <th>Description</th>
              </tr>
            </thead>
            <tbody>
              {parameters
                .filter((p) => p.in === location)
                .map((p) => (
                  <tr key={p.anchor} id={p.anchor}>
                    <th scope="row">
                      <FieldName anchor={p.anchor} name={p.name} />{' '}
                      {p.required ? <strong>required</strong> : <small>optional</small>}
                      {p.deprecated && <span className={styles.deprecatedFlag}>deprecated</span>}
                    </th>
                    <td>{p.type}</td>
                    <td>
                      <Html html={p.descriptionHtml} paragraph="div" />
                      <Facts constraints={p.constraints} enumValues={p.enumValues} defaultValue={p.defaultValue} inline />
                      {p.example !== undefined && (
                        <p>
                          example: <code>{p.example}</code>
                        </p>
                      )}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

import React, {type ReactNode} from 'react';
import type {ParameterLocation, ParameterView} from '../../model/types';
import Facts from './Facts';
import Html from './Html';
import Permalink from './Permalink';
import styles from './styles.module.css';

const LOCATION_LABELS: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/** One table per parameter location: name, type, required, description and every constraint. */
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
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {parameters
                .filter((p) => p.in === location)
                .map((p) => (
                  <tr key={p.anchor} id={p.anchor}>
                    <th scope="row">
                      <code className={styles.propertyName}>{p.name}</code>
                      <Permalink anchor={p.anchor} label={`${p.in} parameter ${p.name}`} />{' '}
                      {p.required ? <span className={styles.required}>required</span> : <span className={styles.flag}>optional</span>}
                      {p.deprecated && <span className={styles.deprecatedFlag}>deprecated</span>}
                    </th>
                    <td className={styles.typeCell}>
                      <span className={styles.type}>{p.type}</span>
                    </td>
                    <td>
                      <Html html={p.descriptionHtml} className={styles.description} />
                      <Facts constraints={p.constraints} enumValues={p.enumValues} defaultValue={p.defaultValue} inline />
                      {p.example !== undefined && (
                        <p className={styles.example}>
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

import {type ReactNode} from 'react';
import type {OperationView} from '../../model/types';
import CodePanel from './CodePanel';
import styles from './styles.module.css';

/**
 * The documented example of every response, the first success open. Shared error responses'
 * examples are under Error responses, which the operation's list of responses links to.
 */
export default function ResponseExamples({operation}: {operation: OperationView}): ReactNode {
  const examples = operation.responses.flatMap((response) =>
    response.content.flatMap((media) => media.examples.map((example) => ({response, media, example}))),
  );
  if (examples.length === 0) return null;
  const firstSuccess = examples.findIndex(({response}) => !response.isError);
  return (
    <div className={styles.responseExamples}>
      <p className={styles.asideTitle}>{operation.kind === 'webhook' ? 'Payload and responses' : 'Response examples'}</p>
      {examples.map(({response, media, example}, index) => {
        const key = `${response.status}-${media.contentType}-${example.name}`;
        const title = (
          <>
            <span className={response.isError ? styles.statusError : styles.statusOk}>{response.status}</span>
            {` ${example.summary || media.contentType}`}
          </>
        );
        const code = <CodePanel html={example.html} language={example.language} label={`${response.status} example`} />;
        // A lone example is always shown: a plain block, not a <details> (a shadow tree to parse).
        if (examples.length === 1) {
          return (
            <div key={key} className={styles.exampleBlock}>
              <p className={styles.responseTitle}>{title}</p>
              {code}
            </div>
          );
        }
        return (
          <details key={key} open={index === Math.max(firstSuccess, 0)} className={styles.exampleBlock}>
            <summary>{title}</summary>
            {code}
          </details>
        );
      })}
    </div>
  );
}

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
      {examples.map(({response, media, example}, index) => (
        <details key={`${response.status}-${media.contentType}-${example.name}`} open={index === Math.max(firstSuccess, 0)} className={styles.exampleBlock}>
          <summary>
            <span className={response.isError ? styles.statusError : styles.statusOk}>{response.status}</span>{' '}
            {example.summary || media.contentType}
          </summary>
          <CodePanel html={example.html} language={example.language} label={`${response.status} example`} />
        </details>
      ))}
    </div>
  );
}

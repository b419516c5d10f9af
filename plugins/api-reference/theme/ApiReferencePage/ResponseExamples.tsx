import React, {type ReactNode} from 'react';
import type {OperationView} from '../../model/types';
import CodePanel from './CodePanel';
import styles from './styles.module.css';

/**
 * The documented example of every response, the first success open; shared error responses are
 * linked, their examples being under Error responses.
 */
export default function ResponseExamples({operation}: {operation: OperationView}): ReactNode {
  const examples = operation.responses.flatMap((response) =>
    response.content.flatMap((media) => media.examples.map((example) => ({response, media, example}))),
  );
  const shared = operation.responses.filter((response) => response.shared);
  if (examples.length === 0 && shared.length === 0) return null;
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
      {shared.length > 0 && (
        <p className={styles.sharedLinks}>
          Errors:{' '}
          {shared.map((response, index) => (
            <React.Fragment key={response.status}>
              {index > 0 && ', '}
              <a href={`#${response.shared!.anchor}`}>{response.shared!.label}</a>
            </React.Fragment>
          ))}
        </p>
      )}
    </div>
  );
}

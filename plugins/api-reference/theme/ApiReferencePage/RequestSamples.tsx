import React, {type ReactNode} from 'react';
import type {OperationView} from '../../model/types';
import CodePanel from './CodePanel';
import styles from './styles.module.css';

/**
 * Request samples as ARIA tabs. The first language is selected in the static HTML; the page's
 * script selects the reader's remembered language (shared with theme-classic's Tabs groupId
 * storage) and wires the keyboard. Only the curl panel goes into the page's Markdown twin.
 * With `lazySamples` (production builds), the other panels are empty and name the file the
 * script fills them from when their language is picked, and their code's syntax.
 */
export default function RequestSamples({operation, lazySamples}: {operation: OperationView; lazySamples?: Record<string, string>}): ReactNode {
  if (operation.samples.length === 0) return null;
  const id = (language: string) => `${operation.operationId}-sample-${language}`;
  return (
    <div className={styles.samples} data-sample-tabs data-operation-id={operation.operationId}>
      <p className={styles.asideTitle}>Request sample</p>
      <div role="tablist" aria-label={`Request sample language for ${operation.summary}`} className={`tabs ${styles.tabs}`} data-md-skip>
        {operation.samples.map((sample, index) => (
          <button
            key={sample.language}
            type="button"
            role="tab"
            id={`${id(sample.language)}-tab`}
            aria-controls={id(sample.language)}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-language={sample.language}
            className={`tabs__item ${index === 0 ? 'tabs__item--active' : ''}`}>
            {sample.label}
          </button>
        ))}
      </div>
      {operation.samples.map((sample, index) => {
        const source = index === 0 ? undefined : lazySamples?.[sample.language];
        const panel = {
          role: 'tabpanel',
          id: id(sample.language),
          'aria-labelledby': `${id(sample.language)}-tab`,
          'data-language': sample.language,
          hidden: index !== 0,
          ...(index !== 0 && {'data-md-skip': ''}),
        };
        // A lazily loaded language's panel is empty: the script builds its code panel when filling it.
        return source ? (
          <div key={sample.language} {...panel} data-samples-src={source} data-syntax={sample.syntax} />
        ) : (
          <div key={sample.language} {...panel}>
            <CodePanel html={sample.html} language={sample.syntax} label={`${sample.label} sample`} />
          </div>
        );
      })}
      {operation.otherServers.length > 0 && (
        <p className={styles.serverNote}>
          {operation.otherServers.map((server) => (
            <React.Fragment key={server.url}>
              Or send it to <code>{server.url}</code>: {server.description}{' '}
            </React.Fragment>
          ))}
        </p>
      )}
    </div>
  );
}

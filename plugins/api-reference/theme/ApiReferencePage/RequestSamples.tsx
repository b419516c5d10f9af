import React, {type ReactNode} from 'react';
import type {OperationView} from '../../model/types';
import CodePanel from './CodePanel';
import styles from './styles.module.css';

/**
 * Request samples as ARIA tabs. The first language is selected in the static HTML; the page's
 * script selects the reader's remembered language (shared with theme-classic's Tabs groupId
 * storage) and wires the keyboard. Only the curl sample goes into the page's Markdown twin.
 *
 * With `lazySamples` (production builds), the tabs share one panel that holds curl's code: when a
 * reader picks another language, the script fills it from that language's file (the page names
 * the files once, see ReferenceContent). Four empty panels per operation were 60 KB of the
 * customer reference's HTML. Without it (the dev server), each language has its own panel.
 */
export default function RequestSamples({operation, lazySamples}: {operation: OperationView; lazySamples?: Record<string, string>}): ReactNode {
  if (operation.samples.length === 0) return null;
  const id = (language: string) => `${operation.operationId}-sample-${language}`;
  const shared = lazySamples ? `${operation.operationId}-sample` : undefined;
  const [first] = operation.samples;
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
            aria-controls={shared ?? id(sample.language)}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-language={sample.language}
            className={`tabs__item ${index === 0 ? 'tabs__item--active' : ''}`}>
            {sample.label}
          </button>
        ))}
      </div>
      {shared ? (
        <div role="tabpanel" id={shared} aria-labelledby={`${id(first.language)}-tab`} data-language={first.language} data-shared-panel>
          <CodePanel html={first.html} language={first.syntax} label={`${first.label} sample`} />
        </div>
      ) : (
        operation.samples.map((sample, index) => (
          <div
            key={sample.language}
            role="tabpanel"
            id={id(sample.language)}
            aria-labelledby={`${id(sample.language)}-tab`}
            data-language={sample.language}
            hidden={index !== 0}
            {...(index !== 0 && {'data-md-skip': ''})}>
            <CodePanel html={sample.html} language={sample.syntax} label={`${sample.label} sample`} />
          </div>
        ))
      )}
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

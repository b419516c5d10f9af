import React, {type ReactNode} from 'react';
import {sampleTabId, sharedSamplePanelId} from '../../client/sampleTabs';
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
 *
 * A tab carries what the tabs pattern needs and no more: its role, id, panel, selection and roving
 * tabindex. Its language is in its id (client/sampleTabs.ts) and its look follows `aria-selected`,
 * so the 65 tab lists of the customer reference are 40 KB lighter than with Infima's item classes.
 * No `type="button"` either: the page has no form for a button to submit, and the attribute was
 * 3 KB of the customer reference.
 */
export default function RequestSamples({operation, lazySamples}: {operation: OperationView; lazySamples?: Record<string, string>}): ReactNode {
  if (operation.samples.length === 0) return null;
  const tabId = (language: string) => sampleTabId(operation.operationId, language);
  const panelId = (language: string) => `${operation.operationId}-sample-${language}`;
  const shared = lazySamples ? sharedSamplePanelId(operation.operationId) : undefined;
  const [first] = operation.samples;
  return (
    <div className={styles.samples} data-operation-id={operation.operationId}>
      <p className={styles.asideTitle}>Request sample</p>
      <div role="tablist" aria-label="Request sample language" className={`tabs ${styles.tabs}`}>
        {operation.samples.map((sample, index) => (
          <button
            key={sample.language}
            role="tab"
            id={tabId(sample.language)}
            aria-controls={shared ?? panelId(sample.language)}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}>
            {sample.label}
          </button>
        ))}
      </div>
      {shared ? (
        <div role="tabpanel" id={shared} aria-labelledby={tabId(first.language)} data-language={first.language}>
          <CodePanel html={first.html} language={first.syntax} label={`${first.label} sample`} />
        </div>
      ) : (
        operation.samples.map((sample, index) => (
          <div
            key={sample.language}
            role="tabpanel"
            id={panelId(sample.language)}
            aria-labelledby={tabId(sample.language)}
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

import React, {type ReactNode} from 'react';
import type {OperationView, ResponseView} from '../../model/types';
import CodePanel from './CodePanel';
import {estimatedHeightStyle} from './estimatedHeightStyle';
import Html from './Html';
import MediaBlock from './MediaBlock';
import ParameterTables from './ParameterTables';
import Permalink from './Permalink';
import RequestSamples from './RequestSamples';
import ResponseHeaders from './ResponseHeaders';
import ResponseExamples from './ResponseExamples';
import styles from './styles.module.css';

/** One class per badge: each method's class carries the badge's look and its colour (styles.module.css). */
export function MethodBadge({method}: {method: string}): ReactNode {
  return <span className={styles[`method_${method.toLowerCase()}`] ?? styles.method}>{method}</span>;
}

function ResponseBody({response}: {response: ResponseView}): ReactNode {
  return (
    <>
      <Permalink anchor={response.anchor} label={`response ${response.status}`} />
      <ResponseHeaders headers={response.headers} />
      {response.sameAs && (
        <p className={styles.sameAs}>
          Same body as the <a href={`#${response.sameAs.anchor}`}>{response.status} response of “{response.sameAs.label}”</a>.
        </p>
      )}
      {response.content.map((media) => (
        <MediaBlock key={media.contentType} media={media} />
      ))}
    </>
  );
}

function ResponseTitle({response}: {response: ResponseView}): ReactNode {
  return (
    <>
      {/* The space keeps the status and its description apart in copied text and the Markdown twin. */}
      <span className={response.isError ? styles.statusError : styles.statusOk}>{response.status}</span>{' '}
      <Html html={response.descriptionHtml} className={styles.inlineDescription} paragraph="span" />
    </>
  );
}

function Responses({operation}: {operation: OperationView}): ReactNode {
  const own = operation.responses.filter((response) => !response.shared);
  const shared = operation.responses.filter((response) => response.shared);
  return (
    <>
      <h4>Responses</h4>
      {/* The success response, always shown, is a plain block; the others fold. A <details> costs
          the parser a shadow tree each: on the customer reference the 58 always-open ones were a
          quarter of the time spent parsing its HTML. */}
      {own.map((response, index) =>
        index === 0 && !response.isError ? (
          <div key={response.status} id={response.anchor} className={styles.response}>
            <p className={styles.responseTitle}>
              <ResponseTitle response={response} />
            </p>
            <ResponseBody response={response} />
          </div>
        ) : (
          <details key={response.status} id={response.anchor} className={styles.response}>
            <summary>
              <ResponseTitle response={response} />
            </summary>
            <ResponseBody response={response} />
          </details>
        ),
      )}
      {/* Errors most operations return: named here, described once under Error responses. Each
          keeps its id, so a link to this operation's 401 still lands on it. */}
      {shared.length > 0 && (
        <p className={styles.sharedErrors}>
          {'Errors: '}
          {shared.map((response, index) => (
            <React.Fragment key={response.status}>
              {index > 0 && ', '}
              <a id={response.anchor} href={`#${response.shared!.anchor}`}>
                {response.shared!.label}
              </a>
            </React.Fragment>
          ))}
          .
        </p>
      )}
    </>
  );
}

/**
 * One operation: the reference text, and beside it (≥ 1280 px) its samples and examples. Its
 * section is not a named region: 65 operation landmarks would bury the page's few real ones (the
 * navigation, the groups); screen-reader users move between operations by their h3 headings.
 */
export default function OperationSection({operation, lazySamples}: {operation: OperationView; lazySamples?: Record<string, string>}): ReactNode {
  return (
    <section
      id={operation.anchor}
      className={styles.operation}
      style={estimatedHeightStyle(operation.estimatedHeight)}>
      <div className={styles.operationText}>
        <h3>
          {operation.summary}
          <Permalink anchor={operation.anchor} label={operation.summary} />
        </h3>
        <p className={styles.endpoint}>
          <MethodBadge method={operation.method} /> <code>{operation.kind === 'webhook' ? `webhook ${operation.path}` : operation.path}</code>
          {operation.deprecated && <span className={styles.deprecatedBadge}>Deprecated</span>}
        </p>
        {operation.replacement && (
          <p className={styles.replacement}>
            Replaced by <a href={`#${operation.replacement.anchor}`}>{operation.replacement.label}</a>.
          </p>
        )}
        <Html html={operation.descriptionHtml} className={styles.description} />
        {operation.kind === 'operation' && (
          <p className={styles.auth}>
            {'Authentication: '}
            {operation.security.length === 0
              ? 'none, no key needed.'
              : operation.security.map((s, index) => (
                  <React.Fragment key={s.scheme}>
                    {index > 0 && ' or '}
                    <a href={`#${s.anchor}`}>
                      <code>{s.header}</code> header
                    </a>
                  </React.Fragment>
                ))}
          </p>
        )}
        {operation.parameters.length > 0 && (
          <>
            <h4>Parameters</h4>
            <ParameterTables parameters={operation.parameters} />
          </>
        )}
        {operation.requestBody && (
          <>
            <h4>{operation.kind === 'webhook' ? 'Payload' : 'Request body'}</h4>
            <p className={styles.bodyMeta}>{operation.requestBody.required ? 'Required.' : 'Optional.'}</p>
            <Html html={operation.requestBody.descriptionHtml} className={styles.description} />
            {operation.requestBody.sameAs && (
              <p className={styles.sameAs}>
                Same body as the request of <a href={`#${operation.requestBody.sameAs.anchor}`}>“{operation.requestBody.sameAs.label}”</a>.
              </p>
            )}
            {operation.requestBody.content.map((media) => (
              <MediaBlock key={media.contentType} media={media} />
            ))}
          </>
        )}
        <Responses operation={operation} />
      </div>
      {/* A <div>, not an <aside>: 66 complementary landmarks made a screen reader's landmark list unusable. */}
      <div className={styles.operationAside}>
        <RequestSamples operation={operation} lazySamples={lazySamples} />
        {operation.kind === 'webhook' &&
          operation.requestBody?.content.flatMap((media) =>
            media.examples.map((example) => (
              <div key={`${media.contentType}-${example.name}`}>
                <p className={styles.asideTitle}>Payload example{example.summary ? `: ${example.summary}` : ''}</p>
                <CodePanel html={example.html} language={example.language} label="payload example" />
              </div>
            )),
          )}
        <ResponseExamples operation={operation} />
      </div>
    </section>
  );
}

import React, {type ReactNode} from 'react';
import {ERROR_RESPONSES_ANCHOR} from '../../model/anchors';
import type {SharedResponseView} from '../../model/types';
import CodePanel from './CodePanel';
import {estimatedHeightStyle} from './estimatedHeightStyle';
import Html from './Html';
import MediaBlock from './MediaBlock';
import Permalink from './Permalink';
import ResponseHeaders from './ResponseHeaders';
import styles from './styles.module.css';

/** The error responses many operations share, each with its headers, body and examples, once. */
export default function SharedResponses({responses}: {responses: SharedResponseView[]}): ReactNode {
  if (responses.length === 0) return null;
  return (
    <section id={ERROR_RESPONSES_ANCHOR} className={styles.section} aria-labelledby="error-responses-title">
      <h2 id="error-responses-title">
        Error responses
        <Permalink anchor={ERROR_RESPONSES_ANCHOR} label="Error responses" />
      </h2>
      <p>
        Most operations can answer with these errors. Each operation lists the ones it returns and links here for
        their headers, body and examples.
      </p>
      {responses.map((response) => (
        <div key={response.name} id={response.anchor} className={styles.sharedResponse} style={estimatedHeightStyle(response.estimatedHeight)}>
          <h3>
            {response.label}
            <Permalink anchor={response.anchor} label={response.label} />
          </h3>
          <Html html={response.descriptionHtml} className={styles.description} />
          <ResponseHeaders headers={response.headers} />
          {response.content.map((media) => (
            <React.Fragment key={media.contentType}>
              <MediaBlock media={media} />
              {media.examples.map((example) => (
                <div key={example.name} className={styles.exampleBlock}>
                  <p className={styles.asideTitle}>Example: {example.summary || media.contentType}</p>
                  <CodePanel html={example.html} language={example.language} label={`${response.label} example`} />
                </div>
              ))}
            </React.Fragment>
          ))}
        </div>
      ))}
    </section>
  );
}

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {AUTHENTICATION_ANCHOR, INTRODUCTION_ANCHOR, WEBHOOKS_ANCHOR} from '../../model/anchors';
import type {ReferenceModel} from '../../model/types';
import type {SampleFiles} from './lazySamples';
import Html from './Html';
import ObjectSection from './ObjectSection';
import OperationSection from './OperationSection';
import Permalink from './Permalink';
import SharedHeaders from './SharedHeaders';
import SharedResponses from './SharedResponses';
import styles from './styles.module.css';

/** Each lazily loaded sample language's file and syntax, named once for the page (lazySamples.ts reads it). */
function sampleFiles(model: ReferenceModel, files: Record<string, string>): SampleFiles {
  const samples = model.tags.flatMap((tag) => tag.operations).flatMap((operation) => operation.samples);
  return Object.fromEntries(
    Object.entries(files).map(([language, url]) => [language, {url, syntax: samples.find((sample) => sample.language === language)?.syntax ?? language}]),
  );
}

/** The whole reference text, rendered at build time only (see ApiReferencePage). */
export default function ReferenceContent({model}: {model: ReferenceModel}): ReactNode {
  return (
    <>
      {model.lazySamples && <div hidden data-md-skip data-sample-files={JSON.stringify(sampleFiles(model, model.lazySamples))} />}
      <header id={INTRODUCTION_ANCHOR} className={styles.intro}>
        {/* The page names the API; the document's own title ("API Reference") and version follow on one line. */}
        <h1>{model.apiName} reference</h1>
        <p className={styles.subtitle}>
          <span className={styles.nowrap}>OpenAPI document “{model.title}”,</span>{' '}
          <span className={styles.version}>version {model.version}</span>
        </p>
        <p>
          <a href={model.downloadUrl} download data-md-keep>
            Download the OpenAPI document ({model.downloadUrl.split('/').pop()})
          </a>
        </p>
        <Html html={model.descriptionHtml} className={styles.description} />
        {/* Each topic has its own id, for the sidebar, the search and the "see …" links; a div, not a
            <section>: a labelled section would add a landmark per topic to a list already long. */}
        {model.introSections.map((section) => (
          <div key={section.anchor} id={section.anchor}>
            <h2>
              {section.title}
              <Permalink anchor={section.anchor} label={section.title} />
            </h2>
            <Html html={section.html} className={styles.description} />
          </div>
        ))}
        <h2 className={styles.sectionTitle}>Servers</h2>
        <ul>
          {model.servers.map((server) => (
            <li key={server.url}>
              <code>{server.url}</code>: {server.description}
            </li>
          ))}
        </ul>
      </header>
      <section id={AUTHENTICATION_ANCHOR} className={styles.section} aria-labelledby="authentication-title">
        <h2 id="authentication-title">
          Authentication
          <Permalink anchor={AUTHENTICATION_ANCHOR} label="Authentication" />
        </h2>
        <p>
          Every call sends its key in a request header.
          {model.authenticationGuide && (
            <>
              {' '}
              See <Link to={model.authenticationGuide}>keys and authentication</Link> for how to create, rotate and protect keys.
            </>
          )}
        </p>
        {model.securitySchemes.map((scheme) => (
          <div key={scheme.name} id={scheme.anchor} className={styles.scheme}>
            <h3>
              <code>{scheme.header}</code> header ({scheme.name})
              <Permalink anchor={scheme.anchor} label={scheme.name} />
            </h3>
            <Html html={scheme.descriptionHtml} className={styles.description} />
          </div>
        ))}
      </section>
      <SharedHeaders headers={model.sharedHeaders} />
      <SharedResponses responses={model.sharedResponses} />
      {model.tags.map((tag) => (
        <section key={tag.anchor} id={tag.anchor} className={styles.section} aria-labelledby={`${tag.anchor}-title`}>
          <h2 id={`${tag.anchor}-title`}>
            {tag.name}
            <Permalink anchor={tag.anchor} label={tag.name} />
          </h2>
          <Html html={tag.descriptionHtml} className={styles.description} />
          {tag.objects.map((object) => (
            <ObjectSection key={object.anchor} object={object} />
          ))}
          {tag.operations.map((operation) => (
            <OperationSection key={operation.anchor} operation={operation} lazySamples={model.lazySamples} />
          ))}
        </section>
      ))}
      {model.webhooks.length > 0 && (
        <section id={WEBHOOKS_ANCHOR} className={styles.section} aria-labelledby="webhooks-title">
          <h2 id="webhooks-title">
            Webhooks
            <Permalink anchor={WEBHOOKS_ANCHOR} label="Webhooks" />
          </h2>
          <p>Requests that {model.apiName} sends to your endpoints.</p>
          {model.webhooks.map((operation) => (
            <OperationSection key={operation.anchor} operation={operation} lazySamples={model.lazySamples} />
          ))}
        </section>
      )}
    </>
  );
}

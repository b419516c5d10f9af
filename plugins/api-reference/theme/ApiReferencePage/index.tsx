import React, {useEffect, useRef, type ReactNode} from 'react';
import Layout from '@theme/Layout';
// Resolved by the plugin (../../index.ts): the full reference models in the server bundle (and in
// development), an empty object in the browser bundle of a production build.
import referenceModels from '@privana/api-reference-models';
import type {NavModel, ReferenceModel} from '../../model/types';
import ReferenceContent from './ReferenceContent';
import ReferenceNav from './ReferenceNav';
import useSamplesAndLinks from './useSamplesAndLinks';
import styles from './styles.module.css';

const NO_ALIASES: Record<string, string> = {};

interface Props {
  referenceId: string;
  apiName: string;
  description: string;
  nav: NavModel;
}

/**
 * Route component of the two API references. The reference text is rendered at build time and
 * kept out of the browser's JavaScript: in the browser the content element hydrates with an empty
 * `dangerouslySetInnerHTML`, which React leaves as the server rendered it. Only the navigation is
 * a live React component; samples, copy buttons and deep links are wired by delegated listeners.
 */
export default function ApiReferencePage({referenceId, apiName, description, nav}: Props): ReactNode {
  const model = (referenceModels as Record<string, ReferenceModel | undefined>)[referenceId];
  const content = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useSamplesAndLinks(content, status, nav.aliases ?? NO_ALIASES);

  // Reached by client-side navigation: there is no server HTML to keep, so load the page itself.
  useEffect(() => {
    if (!model && content.current && content.current.childElementCount === 0) window.location.reload();
  }, [model]);

  return (
    <Layout title={`${apiName} reference`} description={description} wrapperClassName="api-reference-page">
      <div className={styles.page}>
        <ReferenceNav nav={nav} apiName={apiName} />
        <main className={styles.main}>
          {model ? (
            <div ref={content} className={styles.content} data-md-root>
              <ReferenceContent model={model} />
            </div>
          ) : (
            <div ref={content} className={styles.content} data-md-root dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
          )}
          <p ref={status} className={styles.srOnly} role="status" aria-live="polite" />
        </main>
      </div>
    </Layout>
  );
}

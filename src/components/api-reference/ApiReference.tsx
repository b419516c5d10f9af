import './prismManual'; // before prismjs and redoc: see the module
import './prismGlobal'; // before redoc
import React, {useMemo, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {AppStore, Redoc, type RedocRawOptions} from 'redoc';
import {redocBaseOptions, redocLightTheme} from './redocTheme';
import type {ThemeCss} from './types';
import styles from './styles.module.css';

interface Props {
  /** The OpenAPI document, already bundled and converted by the build. */
  spec: object;
  /** Where the YAML document is served, for Redoc's download button. */
  specUrl: string;
  themeCss: ThemeCss;
}

/** Height of the sticky navbar, so that Redoc scrolls headings below it. */
function navbarOffset(): number {
  if (typeof document === 'undefined') return 0;
  const navbar = document.querySelector('nav.navbar');
  return navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
}

interface MenuItem {
  id: string;
  items: MenuItem[];
  operationHash?: string;
}

/**
 * One Redoc API reference, server-rendered into the static HTML.
 *
 * The server and the browser render the same markup with the same (light) theme, so hydration
 * matches. Dark mode comes from `themeCss.dark`, built from a dark-theme render and keyed to the
 * same class names, so switching the colour mode never re-renders Redoc.
 */
export default function ApiReference({spec, specUrl, themeCss}: Props): ReactNode {
  const store = useMemo(() => {
    const fileName = specUrl.split('/').pop();
    const options = {
      ...redocBaseOptions,
      theme: redocLightTheme,
      scrollYOffset: navbarOffset,
      downloadFileName: fileName,
    } as unknown as RedocRawOptions;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return new AppStore(spec as any, specUrl, options);
  }, [spec, specUrl]);

  // Tell the build's anchor checker which #fragments exist on this page (`#operation/<id>` and
  // the longer `#tag/<tag>/operation/<id>` both land on an operation).
  const brokenLinks = useBrokenLinks();
  const collect = (items: MenuItem[]): void => {
    for (const item of items) {
      brokenLinks.collectAnchor(item.id);
      if (item.operationHash) brokenLinks.collectAnchor(item.operationHash);
      collect(item.items);
    }
  };
  collect(store.menu.items as unknown as MenuItem[]);

  return (
    <div className={styles.reference}>
      {/* One element: the HTML minifier merges adjacent <style> elements, and hydration must
          find the same elements the server rendered. */}
      <style dangerouslySetInnerHTML={{__html: `${themeCss.light}\n${themeCss.dark}`}} />
      <Redoc store={store} />
    </div>
  );
}

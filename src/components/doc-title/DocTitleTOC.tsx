import {createContext, useContext, type ComponentType, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ThemeTOCMobile from '@theme/DocItem/TOC/Mobile';

// Our wrapper (src/theme/DocItem/TOC/Mobile) takes `afterTitle`; the theme's type does not know it.
const DocItemTOCMobile = ThemeTOCMobile as ComponentType<{afterTitle?: boolean}>;

/** True inside a doc page's Markdown body, where the doc's data (useDoc) is available. */
export const InDocContent = createContext(false);

/** The phone's "On this page" for the doc, when the doc has a table of contents (as DocItem/Layout decides). */
function TitleTOC(): ReactNode {
  const {frontMatter, toc} = useDoc();
  if (frontMatter.hide_table_of_contents || toc.length === 0) return null;
  return <DocItemTOCMobile afterTitle />;
}

/** Rendered right after a doc's H1 (src/theme/MDXComponents); nothing on other pages. */
export default function DocTitleTOC(): ReactNode {
  return useContext(InDocContent) ? <TitleTOC /> : null;
}

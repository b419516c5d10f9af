import type {ReactNode} from 'react';
import Mobile from '@theme-original/DocItem/TOC/Mobile';

/**
 * The stock layout puts the phone's "On this page" above the page title, where it pushed the
 * title down the screen. It is rendered after the title instead (src/components/doc-title/DocTitleTOC,
 * from the H1 in src/theme/MDXComponents); the stock place renders nothing.
 */
export default function DocItemTOCMobileWrapper({afterTitle = false}: {afterTitle?: boolean}): ReactNode {
  return afterTitle ? <Mobile /> : null;
}

import {useEffect, type ComponentProps, type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import {revealInScrollBox} from '@site/src/browser/revealInScrollBox';

type Props = ComponentProps<typeof DocSidebarItems>;

/** Brings the deepest highlighted item of each doc sidebar on screen into view in its scroll box. */
function revealCurrentItems(): void {
  document.querySelectorAll('.theme-doc-sidebar-menu').forEach((menu) => {
    const links = menu.querySelectorAll('.menu__link--active');
    const current = links[links.length - 1];
    if (current instanceof HTMLElement) revealInScrollBox(current);
  });
}

/**
 * The stock sidebar opens at its top: on a page far down a long list, the highlighted item sat
 * out of view. The top level of a sidebar (desktop column and phone drawer alike) scrolls its
 * current item into view in the sidebar's own box, never scrolling the page, when it appears and
 * when the route changes.
 */
export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const {level, activePath} = props;
  useEffect(() => {
    if (level !== 1) return undefined;
    // The active category opens in the same commit; wait a frame for its items to be laid out.
    const frame = requestAnimationFrame(revealCurrentItems);
    return () => cancelAnimationFrame(frame);
  }, [level, activePath]);
  return <DocSidebarItems {...props} />;
}

import {useEffect, type ComponentProps, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import {revealInScrollBox} from '@site/src/browser/revealInScrollBox';

type Props = ComponentProps<typeof Content>;

/**
 * The stock sidebar opens at its top: on a page far down a long list, the highlighted item sat
 * out of view. Bring the current item into view in the sidebar's own scroll box (never scrolling
 * the page) when a page loads or the route changes.
 */
export default function DocSidebarDesktopContentWrapper(props: Props): ReactNode {
  const {path} = props;
  useEffect(() => {
    // The active category opens in the same commit; wait a frame for its items to be laid out.
    const frame = requestAnimationFrame(() => {
      const links = document.querySelectorAll<HTMLElement>('.theme-doc-sidebar-menu .menu__link--active');
      const current = links[links.length - 1];
      if (current) revealInScrollBox(current);
    });
    return () => cancelAnimationFrame(frame);
  }, [path]);
  return <Content {...props} />;
}

import {useEffect, type ComponentProps, type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import {revealInScrollBox} from '@site/src/browser/revealInScrollBox';
import {useCurrentVendorCategory} from '@site/src/components/currentVendorCategory';
import {sidebarActivePath} from './sidebarActivePath';

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
 * when the route changes. A vendor page, not listed, highlights its category's link instead
 * (./sidebarActivePath.ts).
 */
export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const {level, items} = props;
  const vendorCategory = useCurrentVendorCategory();
  // Nested levels get the path their top level chose.
  const activePath = level === 1 ? sidebarActivePath(items, props.activePath, vendorCategory) : props.activePath;
  useEffect(() => {
    if (level !== 1) return undefined;
    // The active category opens in the same commit; wait a frame for its items to be laid out.
    const frame = requestAnimationFrame(revealCurrentItems);
    // A group that opens after the first render (a vendor page's category is known once the page
    // has mounted) animates its height: reveal again when a group holding the current item has opened.
    const onTransitionEnd = (event: TransitionEvent) => {
      if (event.propertyName === 'height' && event.target instanceof Element && event.target.querySelector('.menu__link--active')) {
        revealCurrentItems();
      }
    };
    document.addEventListener('transitionend', onTransitionEnd);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('transitionend', onTransitionEnd);
    };
  }, [level, activePath]);
  return <DocSidebarItems {...props} activePath={activePath} />;
}

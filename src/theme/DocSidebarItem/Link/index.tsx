import type {ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof LinkType>;

/**
 * A vendor page highlights the link of its category (see DocSidebarItems/sidebarActivePath.ts).
 * That link leads to another page, so it is marked as the current item of the set
 * (aria-current="true"), not as the current page.
 */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const marksGroup = props.activePath !== pathname && isActiveSidebarItem(props.item, props.activePath);
  return marksGroup ? <Link {...props} aria-current="true" /> : <Link {...props} />;
}

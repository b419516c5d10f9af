import {useState, type ComponentProps, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * The phone's navigation drawer is rendered (off screen, hidden) as soon as the window is narrow:
 * on a guide that is the navbar's items again and the docs sidebar, about 80 elements and 250
 * React components built right after the page hydrates, whether or not the reader ever opens it.
 * Here its two menus are rendered from the first time it opens, in the same commit that shows it,
 * so they are there before its slide-in starts; the drawer itself (its box, header and the
 * transition) is theme-classic's as before, and once rendered the menus stay.
 */
export default function NavbarMobileSidebarLayoutWrapper(props: ComponentProps<typeof Layout>): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return <Layout {...props} primaryMenu={opened ? props.primaryMenu : null} secondaryMenu={opened ? props.secondaryMenu : null} />;
}

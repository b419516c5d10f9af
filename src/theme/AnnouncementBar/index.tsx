import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from '@docusaurus/theme-classic/lib/theme/AnnouncementBar/styles.module.css';

/**
 * theme-classic's announcement bar with two fixes. Its role was "banner": a second banner landmark
 * beside the navbar's header, which confused a screen reader's landmark list; it is a region named
 * "Announcement". And Docusaurus's inline script hides the bar before hydration when *any* bar was
 * dismissed, without looking at the id, so a new announcement stayed hidden until the next reload:
 * once React has decided the bar is active, the pre-hydration flag is lifted.
 */
export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  if (!isActive || !announcementBar) return null;
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      role="region"
      aria-label="Announcement">
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </div>
  );
}

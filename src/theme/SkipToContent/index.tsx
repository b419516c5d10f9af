import type {MouseEvent, ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';

/**
 * Docusaurus focuses <main> and then removes its temporary tabindex, which makes Chromium
 * drop focus back to <body>. Keep the tabindex until focus leaves, so the skip link really
 * moves focus to the content (WCAG 2.4.1) and screen readers start reading there.
 */
function keepFocusOnMain(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof HTMLAnchorElement)) return;
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.focus();
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(): ReactNode {
  return (
    // The click bubbles here after the theme's own handler has run.
    <div onClick={keepFocusOnMain}>
      <SkipToContent />
    </div>
  );
}

/**
 * The app's root (Docusaurus's default renders its children only). Once the first render is
 * committed, link prefetching is moved to idle periods (see ./idlePrefetch). One repair is made
 * before React starts: Docusaurus's inline colour-mode script copies the stored theme into
 * <html data-theme> without checking it, so a corrupt or foreign value ("purple", "null", JSON)
 * stayed there, and every rule keyed on [data-theme=light|dark] stopped matching: the navbar logo
 * (a ThemedImage) disappeared. An invalid value now counts as no choice, as a missing one does:
 * it is removed and the page takes the mode the inline script gives a first-time visitor.
 * It also holds the category of the vendor page on screen, which the integrations sidebar marks
 * (src/components/currentVendorCategory.tsx), lets Escape close the navbar's menus (./navbarEscape), and
 * marks the first render committed (src/browser/firstRender: the code blocks keep the server's DOM
 * only while hydrating).
 */
import {useEffect, useLayoutEffect, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {createStorageSlot} from '@docusaurus/theme-common';
import {CurrentVendorCategoryProvider} from '@site/src/components/currentVendorCategory';
import {withIdlePrefetch, type DocusaurusPrefetcher} from './idlePrefetch';
import {closeNavbarOnEscape} from './navbarEscape';
import {markFirstRenderCommitted} from '../browser/firstRender';

const COLOR_MODES = ['light', 'dark'];

function dropInvalidColorMode(): void {
  const html = document.documentElement;
  if (COLOR_MODES.includes(html.getAttribute('data-theme') ?? '')) {
    return;
  }
  const stored = createStorageSlot('theme');
  if (!COLOR_MODES.includes(stored.get() ?? '')) {
    stored.del();
  }
  const {defaultMode, respectPrefersColorScheme} = (
    siteConfig.themeConfig as {colorMode: {defaultMode: string; respectPrefersColorScheme: boolean}}
  ).colorMode;
  const systemDark = respectPrefersColorScheme && window.matchMedia('(prefers-color-scheme: dark)').matches;
  html.setAttribute('data-theme', systemDark ? 'dark' : respectPrefersColorScheme ? 'light' : defaultMode);
  html.setAttribute('data-theme-choice', 'system');
}

if (ExecutionEnvironment.canUseDOM) {
  dropInvalidColorMode();
}

type WindowWithDocusaurus = Window & {docusaurus?: DocusaurusPrefetcher & {idlePrefetch?: true}};

/**
 * Wraps window.docusaurus (set by Docusaurus's client entry before it hydrates). Links read it
 * when their IntersectionObserver fires, which is after this commit, so no prefetch is missed.
 */
function deferPrefetchesToIdle(): void {
  const global = window as WindowWithDocusaurus;
  if (global.docusaurus && !global.docusaurus.idlePrefetch) {
    global.docusaurus = {...withIdlePrefetch(global.docusaurus), idlePrefetch: true};
  }
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  useLayoutEffect(deferPrefetchesToIdle, []);
  useLayoutEffect(markFirstRenderCommitted, []);
  useEffect(() => {
    document.addEventListener('keydown', closeNavbarOnEscape);
    return () => document.removeEventListener('keydown', closeNavbarOnEscape);
  }, []);
  return <CurrentVendorCategoryProvider>{children}</CurrentVendorCategoryProvider>;
}

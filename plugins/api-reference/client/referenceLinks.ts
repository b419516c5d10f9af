/**
 * Client module: a click on a link into or out of an API reference page becomes a full page load
 * (see needsFullPageLoad), before React Router turns it into a route change. Clicks meant for a
 * new tab or window, downloads and other origins are left to the browser.
 *
 * Not `history.block`: the router's history holds one blocker at a time, and theme-classic's
 * mobile sidebar already uses it to close on Back.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {needsFullPageLoad} from '../../../src/browser/fullPageLoad';

function onClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  // A search result (an option of the search dialog's listbox) is opened by the dialog itself, which
  // first remembers the query and loads a reference page whole the same way.
  if (anchor.getAttribute('role') === 'option') return;
  const target = new URL(anchor.href, window.location.href);
  if (!needsFullPageLoad(target, new URL(window.location.href))) return;
  // Capture phase on the document: runs before React's listeners on the app root.
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(target.href);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', onClick, true);
}

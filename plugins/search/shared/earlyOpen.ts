/**
 * Opening the search before React has hydrated the page. An inline script (EARLY_OPEN_SCRIPT, put
 * in every page's <head> by plugins/search and hashed for the CSP by plugins/csp-hashes)
 * catches Ctrl/⌘+K, "/", a click on the navbar button and the `privana:search-open` event from
 * the first paint, and remembers the request together with what is typed after it. The navbar's
 * SearchBar takes the request over when it hydrates, opens the dialog with that text, and from
 * then on handles all of these itself (the script stands down).
 */

/** The event other parts of the site dispatch on `window` to open the dialog with a query. */
export const SEARCH_OPEN_EVENT = 'privana:search-open';

/** The detail of SEARCH_OPEN_EVENT. */
export interface SearchOpenDetail {
  query?: string;
}

/** Marks the navbar button, so that the script finds it before React does. */
export const SEARCH_BUTTON_ATTRIBUTE = 'data-privana-search';

/** What the script shares with the SearchBar, on `window`. */
export interface EarlyOpenState {
  /** Set by the SearchBar once it handles the shortcuts. */
  hydrated?: boolean;
  /** A request to open, with the text typed since (null or absent: none). */
  pending?: {query: string} | null;
}

const GLOBAL = '__privanaSearch';

/**
 * The inline script. Plain ES5 in a string, so that its text (and so its CSP hash) is fixed and
 * does not depend on how the site's TypeScript is compiled.
 */
export const EARLY_OPEN_SCRIPT = `(function(){var s=window.${GLOBAL}=window.${GLOBAL}||{};
function open(q){if(!s.pending)s.pending={query:q||''};else if(q)s.pending.query=q;}
function typing(e){return !!e&&(e.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(e.tagName));}
document.addEventListener('keydown',function(e){if(s.hydrated)return;var k=e.key||'',m=e.ctrlKey||e.metaKey;
if(m&&!e.altKey&&k.toLowerCase()==='k'){e.preventDefault();if(s.pending)s.pending=null;else open('');return;}
if(s.pending){if(m||e.altKey)return;if(k==='Escape'){s.pending=null;return;}
if(k.length===1){e.preventDefault();s.pending.query+=k;}else if(k==='Backspace'){e.preventDefault();s.pending.query=s.pending.query.slice(0,-1);}return;}
if(k==='/'&&!e.altKey&&!typing(document.activeElement)){e.preventDefault();open('');}},true);
document.addEventListener('click',function(e){if(s.hydrated||!e.target||!e.target.closest)return;
if(e.target.closest('[${SEARCH_BUTTON_ATTRIBUTE}]')){e.preventDefault();open('');}},true);
window.addEventListener('${SEARCH_OPEN_EVENT}',function(e){if(s.hydrated)return;var q=e.detail&&e.detail.query;open(typeof q==='string'?q:'');});
})();`;

function state(): EarlyOpenState {
  const holder = window as unknown as {[GLOBAL]?: EarlyOpenState};
  holder[GLOBAL] ??= {};
  return holder[GLOBAL];
}

/**
 * Called by the SearchBar once its own listeners are in place: the script stops handling keys,
 * and the request it remembered (if any) is returned, once.
 */
export function takeOverEarlyOpen(): {query: string} | null {
  const shared = state();
  shared.hydrated = true;
  const pending = shared.pending ?? null;
  shared.pending = null;
  return pending;
}

/** The query of a SEARCH_OPEN_EVENT, '' when it has none. */
export function queryOfOpenEvent(event: Event): string {
  const detail = (event as CustomEvent<SearchOpenDetail | null>).detail;
  return typeof detail?.query === 'string' ? detail.query : '';
}

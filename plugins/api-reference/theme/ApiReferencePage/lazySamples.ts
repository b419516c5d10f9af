/**
 * The request samples of a production build: each operation's tabs share one panel, which holds
 * curl's code in the HTML. Picking another language fills every panel with that language's code
 * from its file (one per language, named once by the page: `[data-sample-files]`), downloaded the
 * first time. A failed download says so in the panel and is tried again the next time the language
 * is picked; the raw error goes to the console.
 */

import {SHARED_SAMPLE_PANELS, sampleTabId} from '../../client/sampleTabs';

/** What the page says of each lazily loaded language: its file and the code's Prism syntax. */
export type SampleFiles = Record<string, {url: string; syntax: string}>;

const downloads = new Map<string, Promise<Record<string, string>>>();

function download(url: string): Promise<Record<string, string>> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Request samples: ${url} answered ${response.status}`);
      return (await response.json()) as Record<string, string>;
    });
    downloads.set(url, pending);
    pending.catch(() => downloads.delete(url));
  }
  return pending;
}

/** Code already shown in a panel, by language: curl's from the HTML, the others once downloaded. */
const known = new WeakMap<HTMLElement, Map<string, string>>();

function filesOf(root: HTMLElement): SampleFiles {
  try {
    return JSON.parse(root.querySelector<HTMLElement>('[data-sample-files]')?.dataset.sampleFiles ?? '{}') as SampleFiles;
  } catch {
    return {};
  }
}

export const LOADING_MESSAGE = 'Loading the sample…';
export const FAILED_MESSAGE = 'This sample could not be downloaded. Check your connection, then pick the language again.';

/** Points a shared panel at a language: its tab, the code's syntax, the copy button's name. */
function retarget(panel: HTMLElement, tab: HTMLElement, language: string, syntax: string): HTMLElement | null {
  const code = panel.querySelector<HTMLElement>('pre code');
  if (!code) return null;
  const codes = known.get(panel) ?? new Map<string, string>();
  known.set(panel, codes);
  if (!panel.hasAttribute('aria-busy') && !panel.hasAttribute('data-sample-failed')) codes.set(panel.dataset.language ?? '', code.innerHTML);
  panel.dataset.language = language;
  panel.setAttribute('aria-labelledby', tab.id);
  panel.removeAttribute('data-sample-failed');
  code.className = `language-${syntax}`;
  panel.querySelector('button')?.setAttribute('aria-label', `Copy ${tab.textContent ?? language} sample`);
  return code;
}

/** Shows `language` in every shared sample panel of the page, downloading its file if needed. */
export async function showSamples(root: HTMLElement, language: string): Promise<void> {
  const files = filesOf(root);
  const waiting: {panel: HTMLElement; code: HTMLElement; operationId: string}[] = [];
  for (const panel of Array.from(root.querySelectorAll<HTMLElement>(SHARED_SAMPLE_PANELS))) {
    if (panel.dataset.language === language && !panel.hasAttribute('data-sample-failed')) continue;
    const group = panel.closest<HTMLElement>('[data-operation-id]');
    const tab = group && document.getElementById(sampleTabId(group.dataset.operationId ?? '', language));
    const code = tab && retarget(panel, tab, language, files[language]?.syntax ?? (language === 'curl' ? 'bash' : language));
    if (!code || !group) continue;
    const html = known.get(panel)?.get(language);
    if (html !== undefined) {
      code.innerHTML = html;
      continue;
    }
    panel.setAttribute('aria-busy', 'true');
    code.textContent = LOADING_MESSAGE;
    waiting.push({panel, code, operationId: group.dataset.operationId ?? ''});
  }
  const file = files[language];
  if (waiting.length === 0) return;
  try {
    if (!file) throw new Error(`Request samples: the page names no file for ${language}`);
    const samples = await download(file.url);
    for (const {panel, code, operationId} of waiting) {
      // Highlighted at build time by this site and served from its own origin.
      known.get(panel)?.set(language, samples[operationId] ?? '');
      if (panel.dataset.language === language) code.innerHTML = samples[operationId] ?? '';
    }
  } catch (error) {
    console.error(error);
    for (const {panel, code} of waiting) {
      if (panel.dataset.language !== language) continue;
      code.textContent = FAILED_MESSAGE;
      panel.setAttribute('data-sample-failed', '');
    }
  } finally {
    for (const {panel} of waiting) panel.removeAttribute('aria-busy');
  }
}

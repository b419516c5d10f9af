/**
 * Fills the request sample panels that the build left empty (every language but curl) from their
 * language's file, the first time a reader picks that language. A failed download says so in the
 * panel and is tried again the next time the language is picked; the raw error goes to the console.
 */
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

const codeOf = (panel: HTMLElement): HTMLElement | null => panel.querySelector('pre code');

/**
 * The code element of a panel the build left empty, created from its group's first (curl) code
 * panel: same copy button and frame, this panel's syntax and language name.
 */
function codeElementOf(panel: HTMLElement): HTMLElement | null {
  const existing = codeOf(panel);
  if (existing) return existing;
  const frame = panel.closest('[data-sample-tabs]')?.querySelector('[role="tabpanel"] pre')?.parentElement;
  if (!frame) return null;
  const copy = frame.cloneNode(true) as HTMLElement;
  const syntax = `language-${panel.dataset.syntax ?? panel.dataset.language ?? 'text'}`;
  const label = document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent ?? panel.dataset.language;
  const button = copy.querySelector('button');
  if (button) {
    button.textContent = 'Copy';
    button.setAttribute('aria-label', `Copy ${label} sample`);
  }
  const pre = copy.querySelector('pre');
  const code = copy.querySelector('code');
  if (!pre || !code) return null;
  pre.className = syntax;
  code.className = syntax;
  code.textContent = '';
  panel.append(copy);
  return code;
}

export const LOADING_MESSAGE = 'Loading the sample…';
export const FAILED_MESSAGE = 'This sample could not be downloaded. Check your connection, then pick the language again.';

export async function fillSamples(root: HTMLElement, language: string): Promise<void> {
  const panels = Array.from(
    root.querySelectorAll<HTMLElement>(`[role="tabpanel"][data-language="${CSS.escape(language)}"][data-samples-src]`),
  ).filter((panel) => panel.getAttribute('aria-busy') !== 'true');
  if (panels.length === 0) return;
  for (const panel of panels) {
    panel.setAttribute('aria-busy', 'true');
    const code = codeElementOf(panel);
    if (code) code.textContent = LOADING_MESSAGE;
  }
  // The panels of one language all name that language's file: the page holds one reference.
  const url = panels[0].dataset.samplesSrc!;
  try {
    const samples = await download(url);
    for (const panel of panels) {
      const operationId = panel.closest<HTMLElement>('[data-sample-tabs]')?.dataset.operationId ?? '';
      const code = codeOf(panel);
      // Highlighted at build time by this site and served from its own origin.
      if (code && samples[operationId] !== undefined) code.innerHTML = samples[operationId];
      panel.removeAttribute('data-samples-src');
    }
  } catch (error) {
    console.error(error);
    for (const panel of panels) {
      const code = codeOf(panel);
      if (code) code.textContent = FAILED_MESSAGE;
    }
  } finally {
    for (const panel of panels) panel.removeAttribute('aria-busy');
  }
}

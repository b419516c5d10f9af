import {useEffect, type RefObject} from 'react';
import {idFromHash, landingAnchor} from '../../client/fragment';
import {readSampleLanguage, storeSampleLanguage} from '../../client/sampleLanguage';
import {SHARED_SAMPLE_PANELS, sampleTabLanguage} from '../../client/sampleTabs';
import {showSamples} from './lazySamples';
import styles from './styles.module.css';

/** A sample tab's language, read from its id (client/sampleTabs.ts); null for any other element. */
function languageOf(tab: HTMLElement | null): string | null {
  const group = tab?.closest<HTMLElement>('[data-operation-id]');
  return tab && group ? sampleTabLanguage(tab.id, group.dataset.operationId ?? '') : null;
}

/** Shows one language in every sample tab group of the page (downloading its samples if needed). */
function selectLanguage(root: HTMLElement, language: string): void {
  void showSamples(root, language);
  for (const group of Array.from(root.querySelectorAll<HTMLElement>('[data-operation-id]'))) {
    const tabs = Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]'));
    if (!tabs.some((tab) => languageOf(tab) === language)) continue;
    for (const tab of tabs) {
      // The tab's look follows aria-selected (styles.module.css, `.tabs`).
      const selected = languageOf(tab) === language;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    // A panel of its own per language (the dev server); a shared panel is filled by showSamples.
    for (const panel of Array.from(group.querySelectorAll<HTMLElement>(`[role="tabpanel"]:not(${SHARED_SAMPLE_PANELS})`))) {
      panel.hidden = panel.dataset.language !== language;
    }
  }
}

/** Opens every `<details>` around an element, so that a deep link to a nested property shows it. */
function reveal(target: HTMLElement): void {
  for (let node: HTMLElement | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) node.open = true;
  }
}

function revealHash(aliases: Record<string, string>): void {
  const id = landingAnchor(idFromHash(window.location.hash), {
    exists: (candidate) => document.getElementById(candidate) !== null,
    aliases,
    linkTarget: (candidate) => {
      const href = document.getElementById(candidate)?.getAttribute('href');
      return href?.startsWith('#') ? idFromHash(href) : undefined;
    },
  });
  if (!id) return;
  const target = document.getElementById(id)!;
  reveal(target);
  target.scrollIntoView({block: 'start'});
  // Marked for a moment (the class's animation), so the eye finds the target among its neighbours.
  target.classList.remove(styles.targeted);
  void target.offsetWidth;
  target.classList.add(styles.targeted);
  target.addEventListener('animationend', () => target.classList.remove(styles.targeted), {once: true});
}

async function copy(button: HTMLButtonElement, status: HTMLElement | null): Promise<void> {
  // A sample still downloading (or that failed to) has no code to copy yet.
  if (button.closest('[aria-busy="true"], [data-sample-failed]')) {
    if (status) status.textContent = 'The sample is not loaded yet.';
    return;
  }
  const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = 'Copied';
    if (status) status.textContent = 'Copied to the clipboard.';
  } catch {
    button.textContent = 'Copy failed';
    if (status) status.textContent = 'Copying failed: select the code and copy it by hand.';
  }
  window.setTimeout(() => {
    button.textContent = 'Copy';
  }, 2000);
}

/**
 * The behaviour of the server-rendered reference: sample language tabs (click and arrow keys,
 * remembered), copy buttons, and deep links that open the `<details>` around their target. One
 * set of delegated listeners on the content root, so the page hydrates no per-operation components.
 */
export default function useSamplesAndLinks(root: RefObject<HTMLElement | null>, status: RefObject<HTMLElement | null>, aliases: Record<string, string>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const stored = readSampleLanguage();
    if (stored) selectLanguage(element, stored);
    const onHashChange = () => revealHash(aliases);
    onHashChange();

    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>('[role="tab"]');
      const language = languageOf(tab);
      if (tab && language) {
        const before = tab.getBoundingClientRect().top;
        selectLanguage(element, language);
        storeSampleLanguage(language);
        // Other groups above may change height: keep the clicked tab where the reader sees it.
        window.scrollBy(0, tab.getBoundingClientRect().top - before);
        return;
      }
      const copyButton = target.closest<HTMLButtonElement>(`.${styles.copy}`);
      if (copyButton) void copy(copyButton, status.current);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
      if (!tab || !languageOf(tab)) return;
      const tabs = Array.from(tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]'));
      const index = tabs.indexOf(tab);
      const next = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1}[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const chosen = tabs[(next + tabs.length) % tabs.length];
      const language = languageOf(chosen)!;
      selectLanguage(element, language);
      storeSampleLanguage(language);
      chosen.focus();
    };
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [root, status, aliases]);
}

/**
 * Navbar search button and keyboard shortcuts. Replaces theme-classic's
 * empty SearchBar. Only this small file is in the initial bundle: the modal, MiniSearch and Dexie
 * load on first open, when the button is hovered or focused, or when the browser is idle (then
 * with the index only if an earlier visit stored it).
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {whenIdle} from '@site/src/browser/whenIdle';
import {NAVBAR_BUTTON_LABEL} from '@site/src/search/strings';
import {queryOfOpenEvent, SEARCH_BUTTON_ATTRIBUTE, SEARCH_OPEN_EVENT, takeOverEarlyOpen} from '@site/src/search/earlyOpen';
import {isApplePlatform} from './platform';
import ChunkLoadFailure from './ChunkLoadFailure';
import LoadingDialog from './LoadingDialog';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

type ModalModule = typeof import('./SearchModal');
/** The modal module once loaded (on idle, hover or focus): then it renders without suspending. */
let loadedModal: ModalModule | null = null;
const loadModal = (): Promise<ModalModule> =>
  import('./SearchModal').then((module) => {
    loadedModal = module;
    return module;
  });

function isTypingTarget(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) {
    return false;
  }
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** The dialog's input once it is in the page (the loading dialog's, then the dialog's). */
const dialogInput = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]');

/**
 * A key pressed after the dialog was asked for. Once its input exists, a character typed
 * elsewhere moves focus there first (the browser then delivers it to the input); before that,
 * characters and Backspace are kept in `seed`, which the input starts with.
 */
function keepTyping(event: KeyboardEvent, seed: {current: string}): void {
  if (event.ctrlKey || event.metaKey || event.altKey) {
    return;
  }
  const typed = event.key.length === 1;
  if (!typed && event.key !== 'Backspace') {
    return;
  }
  const input = dialogInput();
  if (input) {
    if (document.activeElement !== input && !input.disabled && typed) {
      input.focus();
    }
    return;
  }
  event.preventDefault();
  seed.current = typed ? seed.current + event.key : seed.current.slice(0, -1);
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  /** Changes with each request to open, so that a request while open starts afresh with its query. */
  const [openId, setOpenId] = useState(0);
  /**
   * The text the dialog starts with: a query asked for (SEARCH_OPEN_EVENT), or what was typed
   * before the dialog's code had loaded (by the inline script before hydration, then in the
   * loading dialog).
   */
  const seed = useRef('');
  const [apple, setApple] = useState<boolean | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const baseUrl = useBaseUrl('/');
  // React.lazy remembers a failed import for good, so Retry needs a fresh lazy component.
  const [SearchModal, setSearchModal] = useState(() => lazy(loadModal));

  const warmUp = useCallback(() => {
    loadModal()
      .then((module) => module.prepareSearch(baseUrl))
      .catch((error: unknown) => console.warn('[search] Preload failed', error));
  }, [baseUrl]);

  /** True from the request to open (before React renders it) until the dialog closes. */
  const requested = useRef(false);

  const openModal = useCallback(
    (query = '') => {
      requested.current = true;
      if (!open) {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      seed.current = query;
      setOpenId((id) => id + 1);
      setOpen(true);
      warmUp();
    },
    [open, warmUp],
  );

  const closeModal = useCallback(() => {
    requested.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (open) closeModal();
        else openModal();
        return;
      }
      if (requested.current) {
        // Escape closes even before the dialog has focus.
        if (event.key === 'Escape') closeModal();
        else keepTyping(event, seed);
        return;
      }
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(document.activeElement)) {
        event.preventDefault();
        openModal();
      }
    };
    const onOpenEvent = (event: Event) => openModal(queryOfOpenEvent(event));
    // Capture: the text typed in the instant between the request and the dialog's input is kept.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener(SEARCH_OPEN_EVENT, onOpenEvent);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener(SEARCH_OPEN_EVENT, onOpenEvent);
    };
  }, [open, openModal, closeModal]);

  useEffect(() => {
    setApple(isApplePlatform());
    // From here on the listeners above answer; a request made before hydration opens the dialog now.
    const early = takeOverEarlyOpen();
    if (early) {
      openModal(early.query);
    }
    // Code, and the index only if IndexedDB already holds it: a visitor who never searched costs
    // one idle chunk fetch; one who did finds the engine ready when opening the modal.
    const cancelIdle = whenIdle(
      () => {
        loadModal()
          .then((module) => module.prepareSearchIfStored(baseUrl))
          .catch((error: unknown) => console.warn('[search] Preload failed', error));
      },
      {fallbackMs: 2000},
    );
    return cancelIdle;
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // However the dialog closes, focus goes back to what opened it once the dialog has unmounted.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = returnFocus.current;
      requestAnimationFrame(() => target?.isConnected && target.focus());
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={NAVBAR_BUTTON_LABEL}
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        {...{[SEARCH_BUTTON_ATTRIBUTE]: ''}}
        onClick={() => openModal()}
        onPointerEnter={warmUp}
        onFocus={warmUp}>
        <SearchIcon size={16} className={styles.icon} />
        <span className={styles.label}>{NAVBAR_BUTTON_LABEL}</span>
        {apple !== null && (
          <kbd className={styles.shortcut} aria-hidden="true">
            {apple ? '⌘K' : 'Ctrl+K'}
          </kbd>
        )}
      </button>
      {open &&
        createPortal(
          // A chunk that fails to load shows a short message and a Retry button instead of
          // crashing the whole page through the navbar; the raw error (with the chunk's URL) goes
          // to the console, not to the reader.
          <ErrorBoundary
            fallback={({error, tryAgain}) => (
              <ChunkLoadFailure
                error={error}
                retry={() => {
                  setSearchModal(() => lazy(loadModal));
                  tryAgain();
                }}
              />
            )}>
            {/* Until the dialog's code arrives, a dialog with only its input keeps what is typed. */}
            <Suspense fallback={<LoadingDialog seed={seed} onClose={closeModal} />}>
              {/* React reveals suspended content no sooner than 300 ms after its fallback: a module
                  already loaded is rendered directly so that the dialog opens at once. */}
              {loadedModal ? (
                <loadedModal.default key={openId} onClose={closeModal} baseUrl={baseUrl} apple={apple === true} seed={seed} />
              ) : (
                <SearchModal key={openId} onClose={closeModal} baseUrl={baseUrl} apple={apple === true} seed={seed} />
              )}
            </Suspense>
          </ErrorBoundary>,
          document.body,
        )}
    </>
  );
}

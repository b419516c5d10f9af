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
import {LOADING_LABEL, NAVBAR_BUTTON_LABEL} from '@site/src/search/constants';
import {isApplePlatform} from './platform';
import ChunkLoadFailure from './ChunkLoadFailure';
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

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
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

  const openModal = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  const closeModal = useCallback(() => setOpen(false), []);

  useEffect(() => {
    setApple(isApplePlatform());
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((wasOpen) => {
          if (!wasOpen) {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }
          return !wasOpen;
        });
        return;
      }
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(document.activeElement)) {
        event.preventDefault();
        openModal();
      }
    };
    window.addEventListener('keydown', onKeyDown);
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
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancelIdle();
    };
  }, [openModal, baseUrl]);

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
        onClick={openModal}
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
            <Suspense fallback={<div className={styles.fallback} role="status">{LOADING_LABEL}</div>}>
              {/* React reveals suspended content no sooner than 300 ms after its fallback: a module
                  already loaded is rendered directly so that the dialog opens at once. */}
              {loadedModal ? (
                <loadedModal.default onClose={closeModal} baseUrl={baseUrl} apple={apple === true} />
              ) : (
                <SearchModal onClose={closeModal} baseUrl={baseUrl} apple={apple === true} />
              )}
            </Suspense>
          </ErrorBoundary>,
          document.body,
        )}
    </>
  );
}

/**
 * Navbar search button, keyboard shortcuts and the dialog's query. Replaces theme-classic's empty
 * SearchBar. Only this small file is in the initial bundle: the dialog, MiniSearch and Dexie load
 * on first open, when the button is hovered or focused, or when the browser is idle (then with
 * the index only if an earlier visit stored it).
 *
 * The query lives here, not in the dialog, for the dialog's whole life: what is typed from the
 * moment it is asked for (in the loading dialog, or before either input exists) is the query the
 * dialog starts with, whenever its code arrives. Nothing is copied between inputs, so nothing
 * typed in between can be dropped.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode, type SetStateAction} from 'react';
import {createPortal} from 'react-dom';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {whenIdle} from '@site/src/browser/whenIdle';
import {PRELOAD_IDLE_FALLBACK_MS} from '../../shared/limits';
import {NAVBAR_BUTTON_LABEL} from '../../shared/strings';
import {queryOfOpenEvent, SEARCH_BUTTON_ATTRIBUTE, SEARCH_OPEN_EVENT, takeOverEarlyOpen} from '../../shared/earlyOpen';
import {isApplePlatform} from './platform';
import ChunkLoadFailure from './ChunkLoadFailure';
import LoadingDialog from './LoadingDialog';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

type ModalModule = typeof import('./SearchModal');
/** The dialog's module once loaded, shared by every render of the navbar. */
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
 * A key pressed after the dialog was asked for and before its input has focus. Once the input
 * exists, a character typed elsewhere moves focus there first (the browser then delivers it to
 * the input); before that, characters and Backspace edit the query directly.
 */
function keepTyping(event: KeyboardEvent, edit: (key: string) => void): void {
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
  edit(event.key);
}

/** How the current opening began, read by the dialog when its code arrives. */
interface Opening {
  /** The reader typed the query (suggestions open), rather than a link asking for it. */
  typed: boolean;
  /** Enter was pressed before the dialog could answer: it opens the top result when it can. */
  submitted: boolean;
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [opening, setOpening] = useState<Opening>({typed: false, submitted: false});
  const [modal, setModal] = useState<ModalModule | null>(loadedModal);
  const [loadFailure, setLoadFailure] = useState<Error | null>(null);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [apple, setApple] = useState<boolean | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const baseUrl = useBaseUrl('/');
  /** True from the request to open (before React renders it) until the dialog closes. */
  const requested = useRef(false);

  const warmUp = useCallback(() => {
    loadModal()
      .then((module) => {
        setModal(module);
        module.prepareSearch(baseUrl);
      })
      .catch((error: unknown) => console.warn('[search] Preload failed', error));
  }, [baseUrl]);

  /** Opens the dialog; `asked` replaces the query (a link asking for a search), even when open. */
  const openModal = useCallback(
    (asked?: string) => {
      if (!requested.current) {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setQuery(asked ?? '');
        setOpening({typed: false, submitted: false});
      } else if (asked !== undefined) {
        setQuery(asked);
      }
      requested.current = true;
      setOpen(true);
      warmUp();
    },
    [warmUp],
  );

  const closeModal = useCallback(() => {
    requested.current = false;
    setOpen(false);
  }, []);

  /** The reader typed: the query changes (to a text, or by an edit of the current one). */
  const typeQuery = useCallback((text: SetStateAction<string>) => {
    setQuery(text);
    setOpening((current) => (current.typed ? current : {...current, typed: true}));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (requested.current) closeModal();
        else openModal();
        return;
      }
      if (requested.current) {
        // Escape closes even before the dialog has focus.
        if (event.key === 'Escape') closeModal();
        else
          keepTyping(event, (key) => typeQuery((current) => (key === 'Backspace' ? current.slice(0, -1) : current + key)));
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
  }, [openModal, closeModal, typeQuery]);

  useEffect(() => {
    setApple(isApplePlatform());
    // From here on the listeners above answer; a request made before hydration opens the dialog
    // now, with what was typed since.
    const early = takeOverEarlyOpen();
    if (early) {
      openModal();
      typeQuery(early.query);
    }
    // Code, and the index only if IndexedDB already holds it: a visitor who never searched costs
    // one idle chunk fetch; one who did finds the engine ready when opening the modal.
    const cancelIdle = whenIdle(
      () => {
        loadModal()
          .then((module) => {
            setModal(module);
            return module.prepareSearchIfStored(baseUrl);
          })
          .catch((error: unknown) => console.warn('[search] Preload failed', error));
      },
      {fallbackMs: PRELOAD_IDLE_FALLBACK_MS},
    );
    return cancelIdle;
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The dialog's code, once it is asked for; a failure shows Retry, which asks again.
  useEffect(() => {
    if (!open || modal) {
      return undefined;
    }
    let live = true;
    loadModal().then(
      (module) => live && setModal(module),
      (error: unknown) => live && setLoadFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [open, modal, loadAttempt]);

  // However the dialog closes, focus goes back to what opened it once the dialog has unmounted.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = returnFocus.current;
      requestAnimationFrame(() => target?.isConnected && target.focus());
    }
    wasOpen.current = open;
  }, [open]);

  const retryLoad = (): void => {
    setLoadFailure(null);
    setLoadAttempt((attempt) => attempt + 1);
  };

  let dialog: ReactNode;
  if (loadFailure) {
    // A chunk that fails to load shows a short message and a Retry button instead of crashing the
    // whole page through the navbar; the raw error (with the chunk's URL) goes to the console.
    dialog = <ChunkLoadFailure error={loadFailure} retry={retryLoad} />;
  } else if (modal) {
    dialog = (
      <modal.default
        onClose={closeModal}
        baseUrl={baseUrl}
        apple={apple === true}
        query={query}
        onType={typeQuery}
        onQuery={setQuery}
        startTyped={opening.typed}
        submitted={opening.submitted}
      />
    );
  } else {
    dialog = (
      <LoadingDialog
        query={query}
        onType={typeQuery}
        onSubmit={() => setOpening((current) => ({...current, submitted: true}))}
        onClose={closeModal}
      />
    );
  }

  return (
    <>
      {/* Named by its text, the shortcut hint included: a name that left out text the reader sees
          (the hint) would fail Label in Name (WCAG 2.5.3), and speech input says what it sees. */}
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        {...{[SEARCH_BUTTON_ATTRIBUTE]: ''}}
        onClick={() => openModal()}
        onPointerEnter={warmUp}
        onFocus={warmUp}>
        <SearchIcon size={16} className={styles.icon} />
        <span className={styles.label}>{NAVBAR_BUTTON_LABEL}</span>
        {apple !== null && (
          <kbd className={styles.shortcut}>
            {apple ? '⌘K' : 'Ctrl+K'}
          </kbd>
        )}
      </button>
      {open &&
        createPortal(
          // A dialog that throws while rendering is shown as the same message, not a broken page.
          <ErrorBoundary fallback={({error, tryAgain}) => <ChunkLoadFailure error={error} retry={tryAgain} />}>{dialog}</ErrorBoundary>,
          document.body,
        )}
    </>
  );
}

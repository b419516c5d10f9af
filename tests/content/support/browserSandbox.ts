import vm from 'node:vm';

/**
 * A small browser for the guides' page snippets: a vm context whose global is `window`, with
 * events (EventTarget, CustomEvent), `document.createElement`/`head.appendChild` that record the
 * elements a snippet inserts, and a console whose lines are kept. Snippets run as classic scripts,
 * as a page would run them; what they did is read back from `window`, `inserted` and `logged`.
 */

export interface FakeElement {
  tagName: string;
  attributes: Record<string, string>;
  src?: string;
  async?: boolean;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
}

export interface BrowserSandbox {
  window: Record<string, unknown> & EventTarget;
  /** Elements appended to document.head or document.body. */
  inserted: FakeElement[];
  /** Console lines. */
  logged: string[];
  run(code: string, filename: string): unknown;
  dispatch(type: string, detail: unknown): void;
}

function createElement(tagName: string): FakeElement {
  const element: FakeElement = {
    tagName: tagName.toUpperCase(),
    attributes: {},
    setAttribute(name, value) {
      this.attributes[name] = String(value);
    },
    getAttribute(name) {
      return this.attributes[name] ?? null;
    },
  };
  return element;
}

export function browserSandbox(globals: Record<string, unknown> = {}): BrowserSandbox {
  const events = new EventTarget();
  const inserted: FakeElement[] = [];
  const logged: string[] = [];
  const log = (...args: unknown[]) => logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  const append = (element: FakeElement) => {
    // Properties a snippet set directly (s.src = ...) count as the attributes a browser would reflect.
    if (element.src !== undefined) element.attributes.src = element.src;
    if (element.async) element.attributes.async = '';
    inserted.push(element);
    return element;
  };
  const context: Record<string, unknown> = {
    console: {log, info: log, warn: log, error: log},
    CustomEvent,
    Event,
    EventTarget,
    Promise,
    JSON,
    localStorage: {removeItem: () => undefined, getItem: () => null, setItem: () => undefined},
    document: {
      createElement,
      head: {appendChild: append},
      body: {appendChild: append},
      querySelector: () => null,
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    ...globals,
  };
  context.window = context;
  vm.createContext(context);
  return {
    window: context as BrowserSandbox['window'],
    inserted,
    logged,
    run: (code, filename) => vm.runInContext(code, context, {filename}),
    dispatch: (type, detail) => {
      events.dispatchEvent(new CustomEvent(type, {detail}));
    },
  };
}

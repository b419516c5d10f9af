/**
 * The one react-dom API the search dialog uses, typed here because @types/react-dom is not
 * installed (requested in the search report). Delete this file once it is.
 */
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}

import {STRINGS} from '../../shared/strings';

/**
 * What can go wrong when the index loads, as types: the loader and the download throw these with
 * a message for the console; readerMessage gives the reader's words for each (shared/strings.ts).
 */

/** Raised when the index cannot be downloaded (network, HTTP status, timeout). */
export class DownloadError extends Error {}
/** Raised when the downloaded index is not in a layout this release reads. */
export class IncompatibleIndexError extends Error {}

/** An error's own message, for the console (the reader's message is the engine's). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The reader's words for a load error (shared/strings.ts); the raw error is logged to the console. */
export function readerMessage(error: unknown): string {
  if (error instanceof DownloadError) {
    return `${STRINGS.errorFallback}. ${STRINGS.errorDownload}`;
  }
  if (error instanceof IncompatibleIndexError) {
    return `${STRINGS.errorFallback}. ${STRINGS.errorIncompatible}`;
  }
  return STRINGS.errorFallback;
}

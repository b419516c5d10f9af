/**
 * What can go wrong when the index loads, as types: the loader and the download throw these with
 * a message for the console; the engine maps each type to the reader's words (shared/strings.ts).
 */

/** Raised when the index cannot be downloaded (network, HTTP status, timeout). */
export class DownloadError extends Error {}
/** Raised when the downloaded index is not in a layout this release reads. */
export class IncompatibleIndexError extends Error {}

/** An error's own message, for the console (the reader's message is the engine's). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

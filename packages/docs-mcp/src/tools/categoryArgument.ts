import * as z from 'zod';

/** Longer than any area's name; a longer argument is refused before it is compared or echoed. */
export const MAX_CATEGORY_LENGTH = 100;

/**
 * The optional `category` argument of list_pages and search_docs: one of the snapshot's areas. Its
 * length is bounded, so that an unknown one is echoed back in the error as a few words, not as the
 * megabytes a caller sent.
 */
export function categoryArgument(categories: string[], description: string) {
  return z
    .string()
    .max(MAX_CATEGORY_LENGTH, `category is longer than ${MAX_CATEGORY_LENGTH} characters: give one of the areas`)
    .optional()
    .describe(`${description} One of: ${categories.map((name) => JSON.stringify(name)).join(', ')}.`);
}

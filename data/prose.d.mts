/** Types of prose.mjs, which the page generator (plain Node) and the site's components share. */
export function categoryInProse(category: string): string;
export function roleInProse(role: string): string;
export function ticketingNote(vendor: {slug: string; name: string; category: string}): string | null;

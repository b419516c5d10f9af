/**
 * The ids of an operation's request-sample tabs, `<operationId>-<language>`: the page's script
 * reads a tab's language from its id, so the 325 tabs of the customer reference need no
 * `data-language` of their own. Operation ids are unique on a page, so the tab ids are too; the
 * only other ids that start with an operation id are its sample panels' (`<operationId>-sample`).
 */
export function sampleTabId(operationId: string, language: string): string {
  return `${operationId}-${language}`;
}

/** The language of a tab of the group of `operationId`, or null when the id is not such a tab's. */
export function sampleTabLanguage(tabId: string, operationId: string): string | null {
  return tabId.startsWith(`${operationId}-`) && tabId.length > operationId.length + 1 ? tabId.slice(operationId.length + 1) : null;
}

/**
 * The id of the one panel an operation's tabs share when the other languages are loaded on demand,
 * `<operationId>-sample` (a panel per language is `<operationId>-sample-<language>`), and the
 * selector that finds those panels by it, so that they need no marking attribute of their own.
 */
export function sharedSamplePanelId(operationId: string): string {
  return `${operationId}-sample`;
}
export const SHARED_SAMPLE_PANELS = '[role="tabpanel"][id$="-sample"]';

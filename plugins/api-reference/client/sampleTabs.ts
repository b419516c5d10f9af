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

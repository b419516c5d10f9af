import {createStorageSlot} from '@docusaurus/theme-common';

/**
 * The reader's request-sample language, kept where theme-classic's `<Tabs groupId>` keeps a
 * group's choice, so one choice holds across operations, pages and reloads.
 */
export const SAMPLE_LANGUAGE_GROUP = 'api-sample-language';

const slot = () => createStorageSlot(`docusaurus.tab.${SAMPLE_LANGUAGE_GROUP}`);

export function readSampleLanguage(): string | null {
  return slot().get();
}

export function storeSampleLanguage(language: string): void {
  slot().set(language);
}

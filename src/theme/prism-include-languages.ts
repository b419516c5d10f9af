/**
 * Replaces theme-classic's prism-include-languages, which requires every language of
 * `prism.additionalLanguages` from prismjs at startup. Our bundles' Prism (src/prism/languages.ts,
 * through plugins/slim-prism) is built with exactly the grammars the docs use, so here each
 * configured language is only checked: a language added to the config but not to that Prism fails
 * the build instead of leaving its code blocks plain.
 * tests/e2e/code-highlighting.spec.ts checks that every configured language is highlighted.
 */
import siteConfig from '@generated/docusaurus.config';

type PrismObject = {languages: Record<string, unknown>};

export default function prismIncludeLanguages(PrismObject: PrismObject): void {
  const {additionalLanguages} = siteConfig.themeConfig.prism as {additionalLanguages: string[]};
  const missing = additionalLanguages.filter((language) => !PrismObject.languages[language]);
  if (missing.length > 0) {
    throw new Error(`Code-highlighting languages ${missing.join(', ')} are configured but not in src/prism/languages.ts`);
  }
}

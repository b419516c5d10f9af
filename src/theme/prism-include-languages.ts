/**
 * Wraps theme-classic's prism-include-languages. The original requires every language of
 * `prism.additionalLanguages` from prismjs; five of ours (swift, objectivec, kotlin, json,
 * typescript) are already in prism-react-renderer's own Prism, so their grammars were bundled
 * twice into the main chunk that every page loads. Only the grammars Prism lacks are added here.
 * tests/e2e/code-highlighting.spec.ts checks that every configured language is highlighted.
 */
import siteConfig from '@generated/docusaurus.config';

type PrismObject = {languages: Record<string, unknown>};

/** Grammars not in prism-react-renderer; each must be a static require so the bundler sees it. */
const EXTRA_GRAMMARS: Record<string, () => void> = {
  /* eslint-disable @typescript-eslint/no-require-imports -- Prism components register on the global Prism */
  ruby: () => require('prismjs/components/prism-ruby'),
  bash: () => require('prismjs/components/prism-bash'),
  diff: () => require('prismjs/components/prism-diff'),
  /* eslint-enable @typescript-eslint/no-require-imports */
};

export default function prismIncludeLanguages(PrismObject: PrismObject): void {
  const {additionalLanguages} = siteConfig.themeConfig.prism as {additionalLanguages: string[]};
  const globals = globalThis as {Prism?: unknown};
  // Prism components extend the Prism on the global object (as in the original).
  const PrismBefore = globals.Prism;
  globals.Prism = PrismObject;
  for (const language of additionalLanguages) {
    if (!PrismObject.languages[language]) {
      const include = EXTRA_GRAMMARS[language];
      if (!include) {
        throw new Error(`Code-highlighting language "${language}" is neither in Prism nor in src/theme/prism-include-languages.ts`);
      }
      include();
    }
  }
  delete globals.Prism;
  if (PrismBefore !== undefined) {
    globals.Prism = PrismBefore;
  }
}

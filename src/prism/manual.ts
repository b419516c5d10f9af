/**
 * Prism highlights every `code[class*="language-"]` of the page on DOMContentLoaded unless a
 * global `Prism.manual` is set before its core runs. React renders our code blocks; Prism must not
 * rewrite them. Imported before prismjs's core (ES modules run in import order).
 */
const globals = globalThis as {Prism?: {manual?: boolean}; window?: unknown};
if (globals.window !== undefined) {
  globals.Prism = {...globals.Prism, manual: true};
}
export {};

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Redoc loads Prism. Unless `Prism.manual` is set before Prism's first evaluation, Prism
 * highlights every `code[class*="language-"]` element of the page on its own, which would
 * re-highlight the site's code blocks. Import this module before `redoc`.
 */
if (ExecutionEnvironment.canUseDOM) {
  const w = window as unknown as {Prism?: {manual?: boolean}};
  w.Prism = w.Prism ?? {};
  w.Prism.manual = true;
}

export {};

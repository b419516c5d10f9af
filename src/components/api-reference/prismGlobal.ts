import Prism from 'prismjs';
import React from 'react';

/**
 * Redoc's Prism language files register themselves on a global `Prism`. In the browser the
 * `prismjs` module sets `window.Prism` itself. On the server it does not, and the language files
 * live in the site's main server bundle, which Docusaurus evaluates in a `vm` sandbox with its
 * own global object, while this route's chunk runs in Node's main realm. A function's
 * constructor belongs to the realm the function was created in, so React (evaluated in the
 * sandbox) leads to the sandbox's global object.
 *
 * Import after ./prismManual and before `redoc`. This replaces the site-wide ProvidePlugin of
 * redocusaurus' theme, which would also rebind the Prism languages of the site's code blocks.
 */
type PrismHolder = {Prism?: {languages?: unknown}};

const holders: PrismHolder[] = [globalThis as PrismHolder];
if (typeof window === 'undefined') {
  const sandboxFunction = (React.createElement as unknown as {constructor: FunctionConstructor})
    .constructor;
  holders.push(sandboxFunction('return this')() as PrismHolder);
}
for (const holder of holders) {
  if (!holder.Prism?.languages) holder.Prism = Prism as PrismHolder['Prism'];
}

export {};

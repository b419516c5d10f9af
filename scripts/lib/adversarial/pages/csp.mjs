// Content-Security-Policy violations on every page type, with the shipped policy and with the two
// stricter ones that were tried (each on its own nginx with the policy changed).
import {PAGE_TYPES} from '../../../../tests/e2e/page-types.mjs';
import {openPage} from './open-page.mjs';

async function violationsOn(browser, origin) {
  let count = 0;
  const failing = [];
  for (const [kind, path] of Object.entries(PAGE_TYPES)) {
    const {violations} = await openPage(browser, `${origin}${path}`);
    count += violations;
    if (violations) failing.push(kind);
  }
  return {count, failing, pageTypes: Object.keys(PAGE_TYPES).length};
}

const describeViolations = ({count, failing, pageTypes}) => (count ? `${count} violations on ${failing.length} of ${pageTypes} page types` : 'no violation');

/** A stricter policy: adoptable only if no page type breaks under it. */
function stricter(id, expected, rewrite) {
  return {
    id,
    expected,
    async run({browser, root, startNginx}) {
      const server = await startNginx(root, {config: rewrite});
      try {
        return await violationsOn(browser, server.origin);
      } finally {
        await server.stop();
      }
    },
    verdict: ({count}) => (count ? 'not adopted' : 'could be adopted'),
    summary: describeViolations,
  };
}

export const shippedPolicy = {
  id: '1.3',
  expected: 'No CSP violation on any page type with the shipped policy',
  run: ({browser, origin}) => violationsOn(browser, origin),
  held: ({count}) => count === 0,
  summary: describeViolations,
  node: 'same headers',
};

export const withoutInlineStyles = stricter(
  '1.3',
  "Dropping `style-src 'unsafe-inline'` breaks no page (adopted only then)",
  (text) => text.replace("style-src 'self' 'unsafe-inline'", "style-src 'self'"),
);

export const trustedTypes = stricter(
  '1.3',
  "Trusted Types (`require-trusted-types-for 'script'`) breaks no page (adopted only then)",
  (text) => text.replace("frame-ancestors 'none'", "frame-ancestors 'none'; require-trusted-types-for 'script'"),
);

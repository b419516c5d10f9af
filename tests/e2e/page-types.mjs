/** One route of each kind of page the site has, for tests that must hold on every page type. */
/** @type {Record<string, string>} */
export const PAGE_TYPES = {
  home: '/',
  'Markdown page': '/markdown-page',
  'tag list': '/tags',
  'tag page': '/tags/android',
  'category index': '/cmp/',
  guide: '/cmp/mobile-sdks/android/installation',
  vendor: '/integrations/data-discovery-integrations/stripe',
  'capability list': '/integrations/data-discovery-integrations/list-of-capabilities',
  'customer API reference': '/customer-rest-api/developer-api-doc',
  'unified consent API reference': '/uc/core-api/openapi',
  'not found': '/no-such-page',
};

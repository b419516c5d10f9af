/**
 * The one place that names the product, its hosts, its key headers and its packages.
 * Components, plugins and config read these. MDX pages and the OpenAPI documents write the values
 * literally, so that prose stays readable and code samples stay copyable;
 * tests/content/docs-constants.test.ts fails on any host, key header or package name in them that is
 * not one of these values, so a rename is an edit here plus a search-and-replace that the test checks.
 */
export const PRODUCT_NAME = 'Privana';
export const COMPANY_NAME = 'Privana, Inc.';
export const COPYRIGHT_YEARS = '2018–2025';

export const SITE_URL = 'https://docs.privana.example';
export const DASHBOARD_URL = 'https://app.privana.example';
/** Where API keys are generated in the dashboard. */
export const API_KEYS_SETTINGS_PATH = 'Settings → API Keys';

export const PLATFORM_API_HOST = 'api.privana.example';
export const PLATFORM_API_BASE = `https://${PLATFORM_API_HOST}/v1`;
export const PLATFORM_KEY_HEADER = 'x-privana-api-key';

/** Unified consent is regional: US requests go to the US host, all others to the EU host. */
export const UC_HOST_US = 'uc-us.privana.example';
export const UC_HOST_EU = 'uc-eu.privana.example';
export const UC_KEY_HEADER = 'x-uc-api-key';

export const CMP_SCRIPT_HOST = 'cmp.privana.example';
export const CMP_SCRIPT_NAME = 'privana.js';
export const UC_SCRIPT_URL = `https://${CMP_SCRIPT_HOST}/uc/v1/uc.js`;

export const PACKAGES = {
  cmpAndroid: 'com.privana:cmp-android',
  cmpIosPod: 'PrivanaCMP',
  cmpIosSpm: 'https://git.privana.example/sdk/privana-cmp-ios',
  cmpReactNative: '@privana/react-native-cmp',
  ucJs: '@privana/uc-js',
  ucAndroid: 'com.privana:uc-android',
  ucAndroidCompose: 'com.privana:uc-android-compose',
  ucIosPod: 'PrivanaUC',
} as const;

/** Routes of the two embedded API references: the customer REST API (v1) and the unified consent core API (v2). */
export const CUSTOMER_API_REFERENCE_ROUTE = '/customer-rest-api/developer-api-doc';
export const UC_API_REFERENCE_ROUTE = '/uc/core-api/openapi';

/** The docs page on the local MCP server, and where the site serves the server's package (stable alias). */
export const AI_ASSISTANTS_ROUTE = '/ai-assistants';
export const DOCS_MCP_PACKAGE = 'privana-docs-mcp';
export const DOCS_MCP_DOWNLOAD_PATH = `/downloads/${DOCS_MCP_PACKAGE}.tgz`;

/** The local mock of both APIs the site serves (stable alias), documented in the Customer REST API guide's testing section. */
export const MOCK_PACKAGE = 'privana-mock';
export const MOCK_DOWNLOAD_PATH = `/downloads/${MOCK_PACKAGE}.tgz`;

/**
 * Integration contract values, written once in the OpenAPI documents' introductions and here for
 * components and tests. Both APIs share them.
 */
/** Header that makes a POST safe to retry, and how long Privana keeps each key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** Header of every response that names the request for support; error bodies repeat it as `requestId`. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** The server stops a request after this long and answers 503; the request changed nothing. */
export const SERVER_TIMEOUT_SECONDS = 30;
/** Retry advice for 5xx and network errors: waits between attempts, in seconds, and attempts in all. */
export const RETRY_BACKOFF_SECONDS = [1, 2, 4, 8] as const;
export const RETRY_MAX_ATTEMPTS = 5;
/** How long a list call's `next` token works. */
export const PAGE_TOKEN_TTL_HOURS = 24;
/** The fallback poll of subject rights changes (`updatedAfter`) runs no more often than this. */
export const SUBJECT_RIGHTS_MIN_POLL_SECONDS = 60;
/** The signed webhook a subject rights request's status change sends (its event `type`). */
export const SUBJECT_RIGHTS_STATUS_EVENT = 'subject-rights.request.status-changed';
/** Prefixes of test-mode keys: platform keys, the consent keys created with them, and the test webhook secret. */
export const TEST_KEY_PREFIXES = {platform: 'pvk_test_', consent: 'uck_test_', webhookSecret: 'whsec_test_'} as const;
export const LIVE_KEY_PREFIXES = {platform: 'pvk_live_', consent: 'uck_live_', webhookSecret: 'whsec_'} as const;
/** In test mode no code is sent; each channel's test code has the length its verify call requires and verifies any address or number. */
export const TEST_VERIFICATION_CODES = {email: '424242', sms: '42424242'} as const;
/**
 * A unified consent subject's home region is the region of its first record; a call for it in the
 * other region answers 400 with this error `code` and the home region's `homeHost`.
 */
export const UC_OTHER_REGION_ERROR_CODE = 'subject_in_other_region';

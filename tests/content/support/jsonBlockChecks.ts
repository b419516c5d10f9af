import {DOCS_MCP_DOWNLOAD_PATH, PACKAGES, SITE_URL} from '../../../src/constants/site';
import type {CodeBlock} from './codeBlocks';
import {schemaErrors, type ApiDocument, type openApiSchemas} from './openApiSchemas';

/**
 * What each JSON block of the guides illustrates, and the check that says it is right: most are
 * request or response bodies, validated against their operation's schema in the OpenAPI
 * documents; the others are files or payloads whose structure their page describes, checked
 * against that description (read from the page where it is a table or a sentence).
 */

export interface JsonCheckContext {
  schemas: ReturnType<typeof openApiSchemas>;
  /** The MDX source of the block's page. */
  page: string;
}

export interface JsonBlockCheck {
  /** Page of the block (docs/...mdx). */
  page: string;
  /** Text that tells the block apart from the page's other JSON blocks. */
  contains: string;
  /** What the block is, as the report says it. */
  illustrates: string;
  check(value: unknown, context: JsonCheckContext): string[];
}

type Json = Record<string, unknown>;

const body = (api: ApiDocument, operationId: string, part: 'request' | string) => (value: unknown, {schemas}: JsonCheckContext) => {
  const validate = schemas.validator(api, operationId, part);
  return validate(value) ? [] : schemaErrors(validate);
};

const MCP_URL = `${SITE_URL}${DOCS_MCP_DOWNLOAD_PATH}`;
/** docs/ai-assistants.mdx: every client starts the server with `npx --yes <download URL>`. */
const mcpClient = (serversKey: 'mcpServers' | 'servers') => (value: unknown): string[] => {
  const server = ((value as Json)[serversKey] as Json | undefined)?.['privana-docs'] as Json | undefined;
  if (!server) return [`no ${serversKey}["privana-docs"]`];
  const problems: string[] = [];
  if (server.command !== 'npx' || JSON.stringify(server.args) !== JSON.stringify(['--yes', MCP_URL])) problems.push(`must run npx --yes ${MCP_URL}`);
  if (serversKey === 'servers' && server.type !== 'stdio') problems.push('VS Code needs "type": "stdio"');
  return problems;
};

const keysOf = (value: unknown) => Object.keys(value as Json).sort();
const sameKeys = (value: unknown, expected: string[], what: string) =>
  JSON.stringify(keysOf(value)) === JSON.stringify([...expected].sort()) ? [] : [`${what}: has ${keysOf(value).join(', ')}, the page documents ${[...expected].sort().join(', ')}`];

/** docs/consent-prompts/events.mdx: the payload column of the events table, e.g. `{promptId, outcome, actions}`. */
const promptEvent = (event: string) => (value: unknown, {page, schemas}: JsonCheckContext): string[] => {
  const row = new RegExp(`^\\| \`${event}\` \\|[^|]*\\| \`\\{([^}]*)\\}\``, 'm').exec(page);
  if (!row) return [`the events table has no payload for ${event}`];
  const problems = sameKeys(value, row[1].split(',').map((k) => k.trim()), `${event} payload`);
  const action = schemas.component('unified-consent-api', 'ConsentAction');
  for (const item of ((value as Json).actions ?? []) as unknown[]) if (!action(item)) problems.push(...schemaErrors(action));
  const subject = (value as Json).subject;
  if (subject !== undefined && !schemas.component('unified-consent-api', 'SubjectRef')(subject)) problems.push('subject is not a Subject');
  return problems;
};

export const JSON_BLOCK_CHECKS: JsonBlockCheck[] = [
  {page: 'docs/ai-assistants.mdx', contains: '"mcpServers"', illustrates: 'MCP client configuration (Claude Desktop, Cursor, Windsurf)', check: mcpClient('mcpServers')},
  {page: 'docs/ai-assistants.mdx', contains: '"servers"', illustrates: 'MCP client configuration (VS Code)', check: mcpClient('servers')},
  {page: 'docs/cmp/index.mdx', contains: '"domains"', illustrates: 'createCookieConsentConfig request', check: body('customer-rest-api', 'createCookieConsentConfig', 'request')},
  {page: 'docs/cmp/index.mdx', contains: '"configIds"', illustrates: 'createCookieConsentRules request', check: body('customer-rest-api', 'createCookieConsentRules', 'request')},
  {
    page: 'docs/cmp/javascript-api/consent-cookie.mdx',
    contains: '"cat"',
    illustrates: 'the decoded payload of the page\'s Set-Cookie example',
    check: (value, {page}) => {
      const cookie = /^Set-Cookie: privana_consent=([^;\s]+)/m.exec(page)?.[1];
      const decoded: unknown = cookie ? JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) : undefined;
      return JSON.stringify(decoded) === JSON.stringify(value) ? [] : [`differs from the Set-Cookie example, which decodes to ${JSON.stringify(decoded)}`];
    },
  },
  {
    page: 'docs/cmp/mobile-sdks/react-native/google-consent-mode.mdx',
    contains: '"react-native"',
    illustrates: 'firebase.json consent defaults (React Native Firebase keys)',
    check: (value) => {
      const keys = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization_signals'].map((k) => `google_analytics_default_allow_${k}`);
      const settings = (value as Json)['react-native'];
      return [...sameKeys(settings, keys, 'react-native'), ...Object.values(settings as Json).filter((v) => typeof v !== 'boolean').map(() => 'values must be booleans')];
    },
  },
  {
    page: 'docs/cmp/mobile-sdks/react-native/installation/index.mdx',
    contains: '"expo"',
    illustrates: 'Expo app.json with the config plugin',
    check: (value, {page}) => {
      const plugins = ((value as Json).expo as Json).plugins as unknown[];
      const entry = plugins.find((p) => Array.isArray(p) && p[0] === PACKAGES.cmpReactNative) as [string, Json] | undefined;
      if (!entry) return [`plugins has no ${PACKAGES.cmpReactNative} entry`];
      return Object.keys(entry[1]).filter((option) => !page.includes(`\`${option}\` is set`)).map((option) => `plugin option ${option} is not described on the page`);
    },
  },
  {page: 'docs/cmp/webhooks.mdx', contains: '  "eventId"', illustrates: 'configurationPublished webhook body', check: body('customer-rest-api', 'configurationPublished', 'request')},
  {page: 'docs/cmp/webhooks.mdx', contains: '{"eventId"', illustrates: 'configurationPublished webhook body (the signed test delivery)', check: body('customer-rest-api', 'configurationPublished', 'request')},
  {page: 'docs/consent-prompts/events.mdx', contains: '"outcome"', illustrates: 'answered event payload (events table)', check: promptEvent('answered')},
  {page: 'docs/consent-prompts/events.mdx', contains: '"origin"', illustrates: 'recorded event payload (events table)', check: promptEvent('recorded')},
  {page: 'docs/customer-rest-api.mdx', contains: '"items"', illustrates: 'listDataStores 200 response', check: body('customer-rest-api', 'listDataStores', '200')},
  {page: 'docs/customer-rest-api.mdx', contains: '"message"', illustrates: 'error body (400 of listDataStores / createCookieConsentRules)', check: body('customer-rest-api', 'listDataStores', '400')},
  {page: 'docs/integrations/data-discovery-integrations/index.mdx', contains: '"classification"', illustrates: 'addDataStoreFields request', check: body('customer-rest-api', 'addDataStoreFields', 'request')},
  {
    page: 'docs/integrations/privacy-signal-integrations/vantamanagement.mdx',
    contains: '"signal"',
    illustrates: 'forwarded signal event (the page\'s field list)',
    check: (value, {page}) => {
      const listed = [...page.slice(page.indexOf('Each forwarded event carries'), page.indexOf('A GPC event as')).matchAll(/^- `(\w+)`/gm)].map((m) => m[1]);
      const problems = Object.keys(value as Json).filter((key) => !listed.includes(key)).map((key) => `${key} is not in the page's list of forwarded fields`);
      const signal = /`signal`: (.*)$/m.exec(page)?.[1] ?? '';
      if (!signal.includes(`\`${String((value as Json).signal)}\``)) problems.push(`signal ${String((value as Json).signal)} is not one the page lists`);
      return problems;
    },
  },
  {
    page: 'docs/integrations/source-discovery-integrations/RDS.mdx',
    contains: '"sts:AssumeRole"',
    illustrates: 'IAM trust policy for Privana\'s account (the page\'s account ID)',
    check: (value, {page}) => {
      const account = /Privana's AWS account, `(\d{12})`/.exec(page)?.[1];
      const statement = ((value as Json).Statement as Json[])[0];
      const problems: string[] = [];
      if ((value as Json).Version !== '2012-10-17') problems.push('Version must be 2012-10-17');
      if ((statement.Principal as Json)?.AWS !== `arn:aws:iam::${account}:root`) problems.push(`Principal must be the account the page names, ${account}`);
      if (statement.Action !== 'sts:AssumeRole' || statement.Effect !== 'Allow') problems.push('must allow sts:AssumeRole');
      if (!((statement.Condition as Json)?.StringEquals as Json)?.['sts:ExternalId']) problems.push('must require the external ID');
      return problems;
    },
  },
  {page: 'docs/uc/index.mdx', contains: '"subject_in_other_region"', illustrates: 'getUnifiedConsent 400 response in the other region', check: body('unified-consent-api', 'getUnifiedConsent', '400')},
  {page: 'docs/subject-rights/index.mdx', contains: '"requestSource"', illustrates: 'createSubjectRightsRequests 200 response', check: body('customer-rest-api', 'createSubjectRightsRequests', '200')},
  {page: 'docs/subject-rights/index.mdx', contains: '"previousStatus"', illustrates: 'subjectRightsRequestStatusChanged webhook body', check: body('customer-rest-api', 'subjectRightsRequestStatusChanged', 'request')},
  {page: 'docs/subject-rights/index.mdx', contains: '"assignee"', illustrates: 'updateActionItem request', check: body('customer-rest-api', 'updateActionItem', 'request')},
  {page: 'docs/subject-rights/subject-rights-csv-import.mdx', contains: '"formId"', illustrates: 'createSubjectRightsRequests request', check: body('customer-rest-api', 'createSubjectRightsRequests', 'request')},
  {page: 'docs/uc/consumer-sso/index.mdx', contains: '"profile"', illustrates: 'getSession 200 response', check: body('unified-consent-api', 'getSession', '200')},
  {page: 'docs/uc/js-sdk/entities/index.mdx', contains: '"compliance"', illustrates: 'createConsent request', check: body('unified-consent-api', 'createConsent', 'request')},
];

/** The checks that apply to a block: exactly one, or the block is not covered. */
export function jsonChecksFor(block: CodeBlock): JsonBlockCheck[] {
  const page = block.where.replace(/:\d+$/, '');
  return JSON_BLOCK_CHECKS.filter((c) => c.page === page && block.code.includes(c.contains));
}

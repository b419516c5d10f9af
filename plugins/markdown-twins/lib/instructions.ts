import {
  PACKAGES,
  PLATFORM_API_BASE,
  PLATFORM_KEY_HEADER,
  UC_HOST_EU,
  UC_HOST_US,
  UC_KEY_HEADER,
} from '../../../src/constants/site';
import type {DeprecatedOperation} from '../../api-reference/node';

/**
 * The "Instructions" of llms.txt, in the manner of Stripe's: which API for what, the key headers,
 * the regional hosts, and the replacements of deprecated calls.
 */
export function buildInstructions(deprecated: DeprecatedOperation[]): string {
  const lines = [
    `- Use the Customer REST API (v1, base URL \`${PLATFORM_API_BASE}\`) for server-side account work: cookie consent configurations and rules, subject rights requests and their action items, data-discovery data stores, fields and connectors, and customer insights. Authenticate every call with the platform key in the \`${PLATFORM_KEY_HEADER}\` header; it grants access to the whole account, so never put it in browser or app code.`,
    `- Use the Unified Consent API (v2) to record and read one person's consent across web, mobile and single sign-on. It runs in two regions: send requests about end users in the United States to \`https://${UC_HOST_US}\` and all others to \`https://${UC_HOST_EU}\`; data stays in the region that received it, so keep sending a given subject's requests to the same host. Consent routes take a consent key in the \`${UC_KEY_HEADER}\` header, scoped to one unified consent configuration; create it with \`POST /v2/token/create\`, which (like \`POST /v2/subjects/merge\`) takes the platform key in \`${PLATFORM_KEY_HEADER}\` instead.`,
    `- In the browser, prefer the unified consent JS SDK (\`${PACKAGES.ucJs}\`) and the cookie consent banner script over calling the APIs directly; on mobile, use the SDKs (\`${PACKAGES.cmpAndroid}\`, \`${PACKAGES.cmpIosPod}\`, \`${PACKAGES.cmpReactNative}\`, \`${PACKAGES.ucAndroid}\`, \`${PACKAGES.ucIosPod}\`).`,
    '- Keys belong in environment variables or a secret store; examples in these docs read `$PRIVANA_API_KEY`.',
  ];
  const replaced = deprecated.filter((entry) => entry.replacement);
  if (replaced.length > 0) {
    lines.push(
      '- Never generate calls to deprecated paths; they keep working only for existing integrations. Use the replacement instead:',
      ...replaced.map((entry) => `  - \`${entry.operation}\` → \`${entry.replacement}\``),
    );
  }
  return lines.join('\n');
}

import {createHmac} from 'node:crypto';

/**
 * Webhook signatures exactly as production makes them (docs/cmp/webhooks.mdx): the lowercase hex
 * HMAC-SHA256 of `<t>.<raw body>` keyed with the webhook secret, sent as `t=<unix seconds>,v1=<hex>`.
 */

/** The test secret the mock signs with unless told another (`--secret`); like a test account's, it starts with whsec_test_. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_privana_mock';

export function signatureHeader(body: Buffer, secret: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;
}

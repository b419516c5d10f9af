import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {signatureHeader} from '../../../../../../packages/mock/src/webhooks/signing';
import {tamper} from '../../../../../../packages/mock/src/webhooks/deliver';

/** The mock signs as production does: the webhook guide's own test delivery gives its own signature. */

const page = readFileSync(join(__dirname, '../../../../../../docs/cmp/webhooks.mdx'), 'utf8');
const secret = /secret `(whsec_\w+)`/.exec(page)![1];
const t = Number(/timestamp `t=(\d+)`/.exec(page)![1]);
const signature = /the signature is `([0-9a-f]{64})`/.exec(page)![1];
const body = Buffer.from(/```json\n(\{"eventId"[^\n]+)\n```/.exec(page)![1]);

describe('webhook signing', () => {
  it("gives the guide's test delivery its documented signature", () => {
    expect(signatureHeader(body, secret, t)).toBe(`t=${t},v1=${signature}`);
  });

  it('tampers by changing exactly one byte', () => {
    const changed = tamper(body);
    expect(changed.length).toBe(body.length);
    expect([...changed].filter((byte, n) => byte !== body[n])).toHaveLength(1);
  });
});

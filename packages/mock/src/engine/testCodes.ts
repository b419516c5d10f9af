import {TEST_VERIFICATION_CODES} from '../../../../src/constants/site';
import type {Answer} from './answers';
import type {Accepted} from './contract';
import type {Json} from './documents';

/**
 * Test mode's verification codes: each channel has one fixed code that verifies any address or
 * number, and any other code answers 400 with code `invalid_code`, as a wrong code does in
 * production. The mock sends no email or SMS, so the test code is the only code there is.
 */

/** The verify operations and the test code of their channel. */
const TEST_CODE_OF: Record<string, string> = {
  verifyEmailCode: TEST_VERIFICATION_CODES.email,
  verifySmsCode: TEST_VERIFICATION_CODES.sms,
};

export const INVALID_CODE = 'invalid_code';

/** The refusal of a verify call whose code is not its channel's test code; undefined for every other call. */
export function wrongCode(accepted: Accepted): Answer | undefined {
  const testCode = TEST_CODE_OF[accepted.operation.operationId ?? ''];
  if (testCode === undefined) return undefined;
  const code = (accepted.body as Json | undefined)?.code;
  if (code === testCode) return undefined;
  return {status: 400, body: {code: INVALID_CODE, message: `The verification code is wrong or expired: in test mode the code of this channel is ${testCode}`}};
}

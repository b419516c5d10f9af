import type {CallRecord} from '../engine/server';

/**
 * The call log `privana-mock serve` prints, one line a call: `POST /v2/consents 201 createConsent`,
 * with the contract's problem after a colon when it refused the call
 * (`GET /v1/cookie-consent/configs 400 listConfigs: query parameter limit must be <= 1000`).
 * The parser reads it back, so a harness that runs the installed package sees its calls.
 */

export function callLine(call: CallRecord): string {
  return `${call.method} ${call.path} ${call.status}${call.operationId ? ` ${call.operationId}` : ''}${call.violation ? `: ${call.violation}` : ''}`;
}

const LINE = /^([A-Z]+) (\/\S*) (\d{3})(?: ([A-Za-z_][\w]*))?(?:: (.*))?$/;

/** A line of the log as a call (without `api` and `server`, which the log does not print), or undefined for the other lines. */
export function parseCallLine(line: string): Omit<CallRecord, 'api' | 'server'> | undefined {
  const match = LINE.exec(line);
  if (!match) return undefined;
  const [, method, path, status, operationId, violation] = match;
  return {method, path, status: Number(status), ...(operationId && {operationId}), ...(violation && {violation})};
}

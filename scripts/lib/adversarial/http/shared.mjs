// What the HTTP cases of the adversarial replay share: the security header names and the checks
// made on every answer.
import {followLocation} from '../../probe.mjs';
import {securityHeaders} from '../../../security-headers.mjs';

export const SECURITY = Object.keys(securityHeaders('x')).map((name) => name.toLowerCase());

/** @param {{headers: Record<string, string>}} response */
export const missingHeaders = (response) => SECURITY.filter((name) => !response.headers[name]);

/** @param {string} origin @param {{status: number, headers: Record<string, string>}} response */
export const offOrigin = (origin, response) =>
  response.status >= 300 && response.status < 400 && followLocation(origin, response.headers.location ?? '').origin !== origin;

export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
export const AGENT_ACCEPT = 'text/markdown, text/html;q=0.9, */*;q=0.1';

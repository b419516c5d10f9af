// The response headers of every page, shared by deploy/nginx.conf (through scripts/nginx.mjs)
// and the Node server of `npm run serve`, so both hosts enforce the same policy.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Same origin only, inline scripts allowed by hash, no eval, never framed. */
export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Kept: the server-rendered HTML holds inline style attributes (prism-react-renderer colours every
    // code token with one, 243 on the Android installation guide; two on every page): without it,
    // 668 violations on the 11 page types. Trusted Types (require-trusted-types-for 'script') was
    // tried as well: the bundler's chunk loader assigns plain strings to script.src (29 violations,
    // pages lose their scripts); left out. scripts/adversarial.mjs measures both again.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // No blob: workers: nothing of the site starts one, and a blob: worker would run code the
    // policy's script hashes never saw.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The script hashes the csp-hashes plugin wrote into the build. Without them the policy would block
 * the site's inline scripts (theme, search) in production, silently: a missing or unreadable list is
 * an error, never an empty one.
 */
export function readScriptHashes(root) {
  const file = join(root, 'csp-hashes.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: without its script hashes the Content-Security-Policy would block the site's inline scripts. Point --root at a production build (npm run build writes the file).`);
  }
  let hashes;
  try {
    hashes = JSON.parse(readFileSync(file, 'utf8')).scriptHashes;
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}): rebuild with npm run build.`, {cause: error});
  }
  if (!Array.isArray(hashes) || !hashes.every((hash) => /^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/.test(hash))) {
    throw new Error(`${file} holds no list of script hashes ('sha256-…'): rebuild with npm run build.`);
  }
  return hashes;
}

export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), interest-cohort=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()',
  };
}

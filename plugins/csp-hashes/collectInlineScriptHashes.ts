import {createHash} from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\stype=["']?(?!text\/javascript|module|application\/javascript)/i;

/**
 * CSP source expressions ('sha256-…') for every inline executable <script> of one HTML document.
 * Data blocks such as JSON-LD (type="application/ld+json") never run, so CSP does not govern them.
 */
export function collectInlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (EXECUTABLE_TYPE.test(match[1] ?? '')) continue;
    const body = match[2] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

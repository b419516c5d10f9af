/**
 * A same-origin site path: "/" then anything but a second "/" or "\\" (which browsers read as
 * another host), and no control character. A stored document with any other URL is dropped at
 * load rather than failing when chosen.
 */
export function isSitePath(url: unknown): boolean {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) && !/\p{Cc}/u.test(url);
}

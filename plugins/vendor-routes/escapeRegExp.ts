/** `text` as a RegExp source that matches it literally (for a route or a generated file's path). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

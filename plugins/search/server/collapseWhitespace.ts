/** Collapses whitespace (including the zero-width spaces of heading anchors) into single spaces. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

/** The sizes of a box that decide whether it scrolls (a DOM element has them all). */
export interface BoxSizes {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether a box holds more than it shows, in either direction. One pixel of slack: Chromium rounds
 * a table's fractional width up in scrollWidth, which made a fitting table look one pixel too wide.
 */
export function overflows(box: BoxSizes): boolean {
  return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
}

/**
 * A table's accessible name for its scroll region: the heading of the section it is in, else its
 * caption, else its column names, so a screen reader's landmark list tells the tables apart
 * ("Table: Requirements") instead of listing "Scrollable table" once per table.
 */
export function tableRegionLabel(parts: {heading?: string | null; caption?: string | null; columns: readonly string[]}): string {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const named = clean(parts.heading) || clean(parts.caption) || parts.columns.map(clean).filter(Boolean).join(', ');
  return named ? `Table: ${named}` : 'Table';
}

/**
 * Whether the phone's floating Operations button steps aside. It covers the corner of the text it
 * floats over, so it gets out of the way while the reader reads on (scrolls down) and comes back as
 * soon as they scroll up or are near the top, as the site's navbar does. A few pixels of jitter
 * (momentum scrolling, the address bar resizing the window) change nothing.
 */
const JITTER_PX = 6;
/** Near the top of the page the button always shows: there it covers only the page's heading area. */
const TOP_PX = 80;

export function buttonTucked(previousY: number, y: number, wasTucked: boolean): boolean {
  if (y < TOP_PX) return false;
  if (y - previousY > JITTER_PX) return true;
  if (previousY - y > JITTER_PX) return false;
  return wasTucked;
}

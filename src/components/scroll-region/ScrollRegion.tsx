import {useEffect, useRef, useState, type ReactNode} from 'react';
import {overflows} from './overflows';

/**
 * A box that scrolls what is too wide (or too tall) for its column. It is a keyboard stop and a
 * named region only while it really scrolls (WCAG 2.1.1 needs a scroll box reachable by keyboard;
 * a box that does not scroll would be a useless Tab stop and one more landmark). The server's HTML
 * has neither: whether it scrolls depends on the reader's width, known after hydration.
 */
export default function ScrollRegion({className, label, children}: {
  className: string;
  /** The region's name, or a function that reads it from the box once it is on screen (keep it stable). */
  label: string | ((box: HTMLDivElement) => string);
  children: ReactNode;
}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const update = () => setName(overflows(box) ? (typeof label === 'string' ? label : label(box)) : null);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [label]);
  const region = name === null ? {} : {tabIndex: 0, role: 'region', 'aria-label': name};
  return <div ref={ref} className={className} {...region}>{children}</div>;
}

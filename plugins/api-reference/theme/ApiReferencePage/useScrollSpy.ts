import {useEffect, useState} from 'react';

/**
 * The operation the reader is looking at: the topmost operation section that crosses the band
 * just below the navbar. Kept while a long operation fills the screen.
 */
export default function useScrollSpy(selector: string): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const sections = Array.from(document.querySelectorAll<HTMLElement>(selector));
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<HTMLElement>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target as HTMLElement);
          else visible.delete(entry.target as HTMLElement);
        }
        const first = sections.find((section) => visible.has(section));
        if (first) setActive(first.id);
      },
      {rootMargin: '-80px 0px -60% 0px'},
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [selector]);
  return active;
}

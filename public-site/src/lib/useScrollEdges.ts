import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling box has more to show before (left) and after (right) what is in view. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/**
 * Follows a box that scrolls sideways (a wide table, the sub-tab strip) so its edges can fade where
 * more is hidden. Answers the data attributes to put on the element that draws the fades.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const before = el.scrollLeft > 1;
      const after = max - el.scrollLeft > 1;
      setEdges((prev) => (prev.before === before && prev.after === after ? prev : { before, after }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    if (el.firstElementChild) resize.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref]);
  return {
    'data-more-before': edges.before ? 'true' : undefined,
    'data-more-after': edges.after ? 'true' : undefined,
  };
}

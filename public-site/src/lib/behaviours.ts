import { useEffect, useState } from 'react';

/** Spec section 9: header scrolled style after 2 px; back-to-top after half a window; 500 ms scroll. */
export const SCROLLED_AFTER_PX = 2;
export const BACK_TO_TOP_MS = 500;
export const ANIMATION = { durationMs: 600, offsetPx: 200 } as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = () => setY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return y;
}

/** Scrolls to the top over `ms` (ease-out), or at once when the visitor prefers less motion. */
export function scrollToTop(ms = BACK_TO_TOP_MS): void {
  const start = window.scrollY;
  if (prefersReducedMotion() || start === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / ms);
    window.scrollTo(0, Math.round(start * (1 - (1 - (1 - p) ** 3))));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

const EDITABLE = 'input, textarea, select, [contenteditable="true"], [contenteditable=""]';

/**
 * Spec: copying, the context menu, selecting and dragging are blocked on content pages; form fields
 * stay fully usable (design.md). Keyboard and assistive technology are not affected.
 */
export function useContentProtection(root: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const block = (e: Event) => {
      const target = e.target as Element | null;
      if (target?.closest?.(EDITABLE)) return;
      e.preventDefault();
    };
    const events = ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart'] as const;
    for (const name of events) el.addEventListener(name, block);
    return () => {
      for (const name of events) el.removeEventListener(name, block);
    };
  }, [root]);
}

/**
 * Layout animations: elements marked `data-animate` fade up over 600 ms when they are 200 px
 * into the viewport. Only after hydration (the server-rendered HTML shows everything), never with
 * reduced motion.
 */
export function useRevealAnimations(key: string): void {
  useEffect(() => {
    if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
    const nodes = Array.from(document.querySelectorAll<HTMLElement>('[data-animate]:not(.is-revealed)'));
    const below = nodes.filter((n) => n.getBoundingClientRect().top > window.innerHeight);
    for (const n of nodes) if (!below.includes(n)) n.classList.add('is-revealed');
    for (const n of below) n.classList.add('will-reveal');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add('is-revealed');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${ANIMATION.offsetPx}px 0px` },
    );
    for (const n of below) observer.observe(n);
    return () => observer.disconnect();
  }, [key]);
}

import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { prefersReducedMotion } from '../../lib/behaviours';

/**
 * Renders nothing. Placed just before `<ScrollRestoration>`, whose layout effect runs after this
 * one: on a link followed to a hash it makes that jump a smooth scroll (not on back and forward,
 * never with reduced motion), and the page's scroll-padding lands the target below the sticky header.
 */
export function SmoothHashScroll() {
  const { hash, key } = useLocation();
  const back = useNavigationType() === 'POP';
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash || back || prefersReducedMotion()) return;
    const root = document.documentElement;
    root.style.scrollBehavior = 'smooth';
    const reset = () => root.style.removeProperty('scroll-behavior');
    const timer = window.setTimeout(reset, 1500);
    window.addEventListener('scrollend', reset, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', reset);
      reset();
    };
  }, [hash, key, back]);
  return null;
}

/** Keeps `--header-height` (the page's scroll-padding at the top) equal to the sticky header's height. */
export function useHeaderHeight(header: React.RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = header.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--header-height', `${el.offsetHeight}px`);
    update();
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      resize.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}

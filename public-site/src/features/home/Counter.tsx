import { useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../lib/behaviours';

const shown = (n: number) => n.toLocaleString('en-US');
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * A number that counts up to its value (`to`) from a lower one (`from`) over `ms` when it comes into
 * view (spec section 9), and never shows a number below one it showed.
 *
 * The server renders the value itself: without script (`@media (scripting: none)`), for search engines
 * and for screen readers (the visually hidden copy; the moving figure is hidden from them) the number
 * is right. Where script will run, CSS keeps the figure invisible until the page has hydrated, so the
 * value is never seen before the count starts lower (no jump backwards); should the script not come
 * within a few seconds, CSS shows the value anyway and the count is then left out where it was seen.
 * Under prefers-reduced-motion the value shows at once and never changes. The figure's text is set
 * through a ref, frame by frame, without rendering React again; should `to` grow afterwards (newer
 * counts from the API) it counts on from what it shows.
 */
export function Counter({ to, from, ms, label }: { to: number; from: number; ms: number; label: string }) {
  const figure = useRef<HTMLSpanElement>(null);
  /** What the figure shows once this script has it, and whether its count has begun (it came into view). */
  const state = useRef<{ value?: number; started: boolean }>({ started: false });

  // A layout effect: the figure's text is set before the browser paints what React committed.
  useLayoutEffect(() => {
    const el = figure.current;
    if (!el) return;
    const s = state.current;
    const write = (n: number) => {
      s.value = n;
      el.textContent = shown(n);
    };
    const live = () => el.classList.add('is-live');
    let frame = 0;
    let observer: IntersectionObserver | undefined;
    const count = (start: number) => {
      if (to <= start || prefersReducedMotion()) {
        write(to);
        return;
      }
      const t0 = performance.now();
      frame = requestAnimationFrame(function step(now) {
        const p = Math.min(1, Math.max(0, now - t0) / ms);
        write(Math.max(s.value ?? start, Math.round(start + (to - start) * easeOut(p))));
        if (p < 1) frame = requestAnimationFrame(step);
      });
    };

    if (s.value === undefined) {
      // First run on this page: the figure holds the server's value (or React's, after a navigation).
      const inView = () => {
        const box = el.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      };
      const seen = getComputedStyle(el).visibility === 'visible' && inView();
      if (seen || prefersReducedMotion() || !('IntersectionObserver' in window) || from >= to) {
        s.started = true;
        write(to);
        live();
        return;
      }
      write(from);
    }
    if (s.started) {
      count(s.value ?? from);
    } else {
      // Until it is in view the figure waits at its start (out of sight), then counts.
      observer = new IntersectionObserver((entries) => {
        live();
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        s.started = true;
        count(s.value ?? from);
      });
      observer.observe(el);
    }
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [to, from, ms]);

  return (
    <span className="counter" data-target={to}>
      <span ref={figure} className="counter__figure" aria-hidden="true">
        {shown(to)}
      </span>
      <span className="visually-hidden">
        {label} {shown(to)}
      </span>
    </span>
  );
}

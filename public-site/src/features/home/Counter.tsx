import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../lib/behaviours';

/**
 * A number the server renders at its value (`to`), so the figure is right without script and on first
 * paint. Should `to` grow afterwards it counts up to it over `ms` (ease-out); it never shows a number
 * below one it showed before, and jumps straight to the value under prefers-reduced-motion.
 */
export function Counter({ to, ms, label }: { to: number; ms: number; label: string }) {
  const [value, setValue] = useState(to);
  const shown = useRef(to);
  useEffect(() => {
    const start = shown.current;
    const show = (n: number) => {
      shown.current = n;
      setValue(n);
    };
    if (to <= start || prefersReducedMotion()) {
      show(to);
      return;
    }
    const t0 = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const p = Math.min(1, (now - t0) / ms);
      show(Math.max(shown.current, Math.round(start + (to - start) * (1 - (1 - p) ** 3))));
      if (p < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [to, ms]);
  return (
    <span className="counter" data-target={to}>
      <span aria-hidden="true">{value.toLocaleString('en-US')}</span>
      <span className="visually-hidden">
        {label} {to.toLocaleString('en-US')}
      </span>
    </span>
  );
}

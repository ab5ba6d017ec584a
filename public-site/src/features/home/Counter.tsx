import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../lib/behaviours';

/**
 * A number that counts from `from` to `to` over `ms` after hydration (ease-out). The server-rendered HTML
 * shows `to`, so the figure is right without script; a new `to` (the server's count) re-targets it.
 */
export function Counter({ from, to, ms, label }: { from: number; to: number; ms: number; label: string }) {
  const [value, setValue] = useState(to);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) {
      setValue(to);
      return;
    }
    const start = started ? value : from;
    setStarted(true);
    const t0 = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const p = Math.min(1, (now - t0) / ms);
      setValue(Math.round(start + (to - start) * (1 - (1 - p) ** 3)));
      if (p < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run only when the target changes
  }, [to]);
  return (
    <span className="counter" data-target={to}>
      <span aria-hidden="true">{value.toLocaleString('en-US')}</span>
      <span className="visually-hidden">
        {label} {to.toLocaleString('en-US')}
      </span>
    </span>
  );
}

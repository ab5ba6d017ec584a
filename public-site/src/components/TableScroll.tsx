import { useRef, type ReactNode } from 'react';
import { useScrollEdges } from '../lib/useScrollEdges';

/**
 * A table that may be wider than the screen: it scrolls inside its own box (focusable, named, so
 * keyboard users can scroll it too) and the box's edges fade while more of the table is hidden there.
 */
export function TableScroll({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(box);
  return (
    <div className="table-scroll" {...edges}>
      <div
        ref={box}
        className="table-scroll__box"
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        {children}
      </div>
    </div>
  );
}

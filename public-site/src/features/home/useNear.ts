import { useEffect, useRef, useState } from 'react';

/** True once the element is within `margin` of the viewport (then stays true). */
export function useNear<T extends Element>(margin = '400px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}

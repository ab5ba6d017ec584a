import { useEffect, useState } from 'react';

/** True once the page has hydrated: forms stay off until their checks can run. */
export function useReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

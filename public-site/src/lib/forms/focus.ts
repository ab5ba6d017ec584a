import type { RefObject } from 'react';

/** Where focus goes after a form has drawn what it found: each waits for the next paint. */

/** Moves focus to the first field marked invalid (after React has drawn the errors). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() =>
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
  );
}

/** Focuses an element after the next paint (a result line, say). */
export function focusLater(ref: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => ref.current?.focus());
}

/** Focuses the element with `id` after the next paint (a field that just got its error). */
export function focusId(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

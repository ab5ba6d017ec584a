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

/**
 * Focuses the first field or button of the form that comes after `after` (a part of the form that
 * has just done its job, such as a verified code), so focus never falls back to the page.
 */
export function focusNextField(after: HTMLElement | null): void {
  const form = after?.closest('form');
  if (!after || !form) return;
  const next = [
    ...form.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea, button, a[href]'),
  ].find(
    (el) =>
      !after.contains(el) &&
      after.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !el.matches(':disabled') &&
      el.getClientRects().length > 0,
  );
  next?.focus();
}

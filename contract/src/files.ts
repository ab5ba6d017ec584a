/**
 * What an upload may be, in one place for the API (which checks the bytes) and both front ends
 * (which check before sending, so a patient or staff member hears at once, in their language).
 */

/** A picture staff or members upload: the server re-encodes it and strips its metadata. */
export const IMAGE_BYTES_MAX = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** An institution member's document (business registration, employment certificate). */
export const DOCUMENT_BYTES_MAX = 10 * 1024 * 1024;
export const INSTITUTION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The file picker's `accept` for an institution document. */
export const INSTITUTION_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** What a board post or a 1:1 question may carry, judged by its bytes: pictures and PDF documents. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** The file picker's `accept` for such an attachment. */
export const ATTACHMENT_ACCEPT = `.jpg,.jpeg,.png,.webp,.pdf,${ATTACHMENT_TYPES.join(',')}`;

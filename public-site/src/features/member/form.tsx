import { DOCUMENT_BYTES_MAX, type CertifyChannel, type Locale } from '@clinic/contract';
import { translate } from '../../lib/i18n';

/** The member forms use the site's shared form kit; what is particular to members stays here. */
export {
  describe,
  fieldKit,
  FieldError,
  focusFirstInvalid,
  focusLater,
  FormStatus,
  Mark,
  serverErrors,
  TextField,
  useReady,
  type Errors,
  type FieldKit,
} from '../../components/form';

/** A phone number or e-mail in the API's canonical form (so a verified contact can be compared). */
export function normalizeTarget(channel: CertifyChannel, target: string): string {
  return channel === 'email' ? target.trim().toLowerCase() : target.replace(/\D/g, '');
}

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** An institution document as the API takes it: PDF, JPEG or PNG of at most 10 MB (the server checks the content). */
export function documentError(file: File | undefined, locale: Locale): string | undefined {
  if (!file) return translate(locale, 'required');
  if (file.size > DOCUMENT_BYTES_MAX)
    return translate(locale, 'fileTooLarge', { num: DOCUMENT_BYTES_MAX / 1024 / 1024 });
  if (!DOCUMENT_TYPES.includes(file.type) && !/\.(pdf|jpe?g|png)$/i.test(file.name))
    return translate(locale, 'documentType');
  return undefined;
}

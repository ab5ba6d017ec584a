import { DOCUMENT_BYTES_MAX, type CertifyChannel, type Locale, type MemberKind } from '@clinic/contract';
import { TextField, type FieldKit } from '../../components/form';
import { translate, useI18n } from '../../lib/i18n';

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

type ContactField = 'name' | 'email' | 'phone';

/** Name (or an institution's name), e-mail and mobile number, as signing up and my info ask for them. */
export function ContactFields({
  kit,
  kind,
  values,
  set,
}: {
  kit: FieldKit;
  kind: MemberKind;
  values: Record<ContactField, string>;
  set: (field: ContactField) => (value: string) => void;
}) {
  const { t } = useI18n();
  const institution = kind === 'COMPANY';
  const foreign = kind === 'FOREIGN';
  return (
    <>
      <TextField
        kit={kit}
        name="name"
        label={institution ? t('member.institutionName') : t('member.name')}
        placeholder={institution ? t('member.institutionNamePrompt') : t('member.namePrompt')}
        autoComplete={institution ? 'organization' : 'name'}
        maxLength={100}
        required
        value={values.name}
        onValue={set('name')}
      />
      <TextField
        kit={kit}
        name="email"
        type="email"
        label={t('member.email')}
        placeholder={t('member.emailPrompt')}
        autoComplete="email"
        maxLength={254}
        required
        value={values.email}
        onValue={set('email')}
      />
      <TextField
        kit={kit}
        name="phone"
        type="tel"
        inputMode="numeric"
        label={foreign ? t('member.foreignPhone') : t('member.phone')}
        hint={foreign ? t('member.foreignPhoneHint') : t('member.phoneHint')}
        placeholder={t('member.phonePrompt')}
        autoComplete="tel"
        maxLength={15}
        required
        value={values.phone}
        onValue={set('phone')}
      />
    </>
  );
}

import { useMemo } from 'react';
import {
  SourceContextProvider,
  TextInput,
  maxLength,
  required,
  useSourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import {
  htmlHasContent,
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  type NoticeTranslationLocale,
  type NoticeTranslations,
} from '@clinic/contract';
import { RichTextInput } from '../../inputs/RichTextInput';
import { TranslatedInputs } from '../../inputs/TranslatedInputs';
import { WithKoreanSource } from '../../inputs/KoreanSource';
import { keepText } from '../../inputs/parse';

const R = 'resources.center/notifications';
type Values = { translations?: Partial<NoticeTranslations> | null };

/** The inputs name their fields from the form's root (`title`, `translations.title.en`), not the tab's. */
const ROOT = {
  getSource: (source: string) => source,
  getLabel: (source: string) => `${R}.fields.${source}`,
};

/** A language is written in full or left empty (the contract's noticeTranslations rule, before saving). */
const titleWithBody =
  (locale: NoticeTranslationLocale): Validator =>
  (value: unknown, values: Values) =>
    !(typeof value === 'string' && value.trim()) && htmlHasContent(values.translations?.body?.[locale] ?? '')
      ? 'app.validation.translationTitle'
      : undefined;
const bodyWithTitle =
  (locale: NoticeTranslationLocale): Validator =>
  (value: unknown, values: Values) =>
    (values.translations?.title?.[locale] ?? '').trim() !== '' &&
    !htmlHasContent(typeof value === 'string' ? value : '')
      ? 'app.validation.translationBody'
      : undefined;

/** One tab's inputs: the Korean title and body on the 한국어 tab, a translation beside its Korean on the others. */
function NoticeLocaleInputs() {
  const translate = useTranslate();
  // TranslatableInputs names each tab's fields `x.<locale>`: that tells the tab.
  const locale = useSourceContext().getSource('x').split('.').pop() as 'ko' | NoticeTranslationLocale;
  const rules = useMemo(
    () =>
      locale === 'ko'
        ? null
        : {
            title: [titleWithBody(locale), maxLength(NOTICE_TITLE_MAX)],
            body: [bodyWithTitle(locale), maxLength(NOTICE_BODY_MAX)],
          },
    [locale],
  );
  if (locale === 'ko' || !rules)
    return (
      <SourceContextProvider value={ROOT}>
        <TextInput source="title" validate={[required(), maxLength(NOTICE_TITLE_MAX)]} fullWidth />
        <RichTextInput
          source="body"
          validate={[required(), maxLength(NOTICE_BODY_MAX)]}
          helperText={`${R}.helper.body`}
        />
      </SourceContextProvider>
    );
  const language = translate(`app.locales.${locale}`);
  return (
    <SourceContextProvider value={ROOT}>
      <WithKoreanSource source="title" field={translate(`${R}.fields.title`)}>
        <TextInput
          source={`translations.title.${locale}`}
          label={translate(`${R}.fields.translatedTitle`, { language })}
          validate={rules.title}
          parse={keepText}
          fullWidth
        />
      </WithKoreanSource>
      <WithKoreanSource source="body" field={translate(`${R}.fields.body`)} rich>
        <RichTextInput
          source={`translations.body.${locale}`}
          label={translate(`${R}.fields.translatedBody`, { language })}
          validate={rules.body}
          parse={keepText}
          helperText={`${R}.helper.translation`}
        />
      </WithKoreanSource>
    </SourceContextProvider>
  );
}

/**
 * Title and body in four languages, as the FAQs' translated inputs (a tab a language): Korean
 * required; English, Chinese and Japanese optional, each with the Korean beside it. A language left
 * empty shows the Korean on that language's site.
 */
export function NoticeTextInputs() {
  return (
    <TranslatedInputs>
      <NoticeLocaleInputs />
    </TranslatedInputs>
  );
}

import type { ReactNode } from 'react';
import { AppBar, Tab, Tabs, Typography, type TabProps } from '@mui/material';
import {
  TextInput,
  TranslatableInputs,
  maxLength,
  useFormGroup,
  useTranslatableContext,
  useTranslate,
  type TextInputProps,
  type Validator,
} from 'react-admin';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { RichTextInput } from './RichTextInput';
import { keepText } from './parse';

/** The public site's languages, in the order staff fill them in. Korean is required. */
export const CONTENT_LOCALES = ['ko', 'en', 'cn', 'jp'] as const;

/** Required in Korean only: the other languages fall back to Korean on the public site. */
export const requiredInKorean: Validator = (value: unknown, _values: unknown, props: unknown) => {
  const source = (props as { finalSource?: string } | undefined)?.finalSource ?? '';
  const empty = value === null || value === undefined || String(value).trim() === '';
  return source.endsWith('.ko') && empty ? 'ra.validation.required' : undefined;
};

/** Korean required, every language at most `max` characters (the contract's limit). */
export const translatedRules = (max: number, required = true): Validator[] =>
  required ? [requiredInKorean, maxLength(max)] : [maxLength(max)];

function LocaleTabs({ groupKey }: { groupKey: string }) {
  const translate = useTranslate();
  const { locales, selectLocale, selectedLocale } = useTranslatableContext();
  return (
    <AppBar
      color="default"
      position="static"
      sx={{ boxShadow: 'none', border: 1, borderColor: 'divider', borderRadius: '4px 4px 0 0' }}
    >
      <Tabs value={selectedLocale} onChange={(_event, locale: string) => selectLocale(locale)}>
        {locales.map((locale) => (
          <LocaleTab
            key={locale}
            value={locale}
            locale={locale}
            groupKey={groupKey}
            label={translate(`app.locales.${locale}`)}
          />
        ))}
      </Tabs>
    </AppBar>
  );
}

/** MUI's Tabs hands each tab its selection props (selected, onChange, …): pass them all on. */
function LocaleTab({ locale, groupKey, sx, ...tabProps }: TabProps & { locale: string; groupKey: string }) {
  // A tab whose inputs hold an error turns red, as react-admin's own tabs do.
  const { isValid } = useFormGroup(`${groupKey}${locale}`);
  return (
    <Tab
      {...tabProps}
      id={`translatable-header-${groupKey}${locale}`}
      aria-controls={`translatable-content-${groupKey}${locale}`}
      sx={[
        { minHeight: 40, textTransform: 'none' },
        !isValid && { color: 'error.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/**
 * react-admin's TranslatableInputs for `{ ko, en, cn, jp }` fields, with tabs named in each
 * language. Children are the inputs (`<TextInput source="title" />` edits `title.ko`, `title.en`, …).
 * `optional`: every child may stay empty in Korean too, and the hint under the tabs says so.
 */
export function TranslatedInputs({
  children,
  groupKey = '',
  optional = false,
}: {
  children: ReactNode;
  groupKey?: string;
  optional?: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <TranslatableInputs
        locales={[...CONTENT_LOCALES]}
        defaultLocale="ko"
        groupKey={groupKey}
        selector={<LocaleTabs groupKey={groupKey} />}
        fullWidth
      >
        {children}
      </TranslatableInputs>
      <Typography variant="caption" color="text.secondary" sx={{ mb: 2 }}>
        {translate(optional ? 'app.translated.hintOptional' : 'app.translated.hint')}
      </Typography>
    </>
  );
}

/**
 * A text field inside TranslatedInputs (`<TranslatedTextInput source="title" max={POPUP_TITLE_MAX} />`
 * edits `title.ko`, `title.en`, …): Korean required unless `required` is false, at most `max`
 * characters (the contract's limit) after any rules of its own (`validate`), an emptied language
 * sent as '' (not null).
 */
export function TranslatedTextInput({
  max,
  required = true,
  validate,
  ...props
}: TextInputProps & { max: number; required?: boolean }) {
  const own = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
  return <TextInput validate={[...own, ...translatedRules(max, required)]} parse={keepText} fullWidth {...props} />;
}

/**
 * A rich-text field inside TranslatedInputs (`<TranslatedRichTextInput source="answer" max={FAQ_ANSWER_MAX} />`
 * edits `answer.ko`, `answer.en`, …): HTML in each language, Korean required unless `required` is
 * false, at most `max` characters of HTML, an emptied language sent as '' (not null).
 */
export function TranslatedRichTextInput({
  max,
  required = true,
  ...props
}: RichTextInputProps & { max: number; required?: boolean }) {
  return <RichTextInput parse={keepText} validate={translatedRules(max, required)} {...props} />;
}

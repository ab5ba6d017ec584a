import { BooleanInput, CloneButton, SelectInput, TextInput, TopToolbar, maxLength, regex, required } from 'react-admin';
import { KoreaDateTimeInput } from '../../inputs/KoreaDateTimeInput';
import { Stack } from '@mui/material';
import { TERM_BODY_MAX, TERM_TITLE_MAX, TERM_VERSION_MAX, TERM_VERSION_RULE } from '@clinic/contract';
import { termCodeChoices } from '../../choices';
import { TranslatedInputs, TranslatedRichTextInput, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.terms.helper';

/** The one form body shared by Create and Edit (rules from the contract's termInput). */
export function TermInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput source="code" choices={termCodeChoices} validate={required()} sx={{ minWidth: 280 }} />
        <TextInput
          source="version"
          validate={[required(), maxLength(TERM_VERSION_MAX), regex(TERM_VERSION_RULE, 'app.validation.version')]}
          helperText={`${R}.version`}
          placeholder="2026-11-01"
        />
        <KoreaDateTimeInput source="effectiveAt" validate={required()} helperText={`${R}.effectiveAt`} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <BooleanInput source="required" helperText={`${R}.required`} />
        <BooleanInput source="published" helperText={`${R}.published`} />
      </Stack>
      <TranslatedInputs>
        <TranslatedTextInput source="title" max={TERM_TITLE_MAX} />
        <TranslatedRichTextInput source="body" max={TERM_BODY_MAX} helperText={`${R}.body`} />
      </TranslatedInputs>
    </Stack>
  );
}

/** A new version starts as a copy of the one on screen (same code, title and text). */
function NewVersionAction() {
  return (
    <TopToolbar>
      <CloneButton label="resources.terms.action.newVersion" />
    </TopToolbar>
  );
}

export const TermCreate = createPage(TermInputs, { required: false, published: true });
export const TermEdit = editPage(TermInputs, { actions: <NewVersionAction /> });

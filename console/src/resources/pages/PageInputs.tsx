import { Stack } from '@mui/material';
import {
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { PAGE_DESCRIPTION_KO_MAX, PAGE_DESCRIPTION_MAX, PAGE_LEAD_MAX, PAGE_TITLE_MAX } from '@clinic/contract';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';

const R = 'resources.pages.helper';

/** A Korean description is shown in search results at about half the length of a Latin one. */
const koreanDescriptionMax: Validator = (value: unknown, _values: unknown, props: unknown) => {
  const source = (props as { finalSource?: string } | undefined)?.finalSource ?? '';
  return source.endsWith('.ko') && typeof value === 'string' && value.trim().length > PAGE_DESCRIPTION_KO_MAX
    ? { message: 'ra.validation.maxLength', args: { max: PAGE_DESCRIPTION_KO_MAX } }
    : undefined;
};

/**
 * A page's title, search description and opening paragraph in four languages (the rules of the
 * contract's pageHeadInput). The sections below them are kept as they are.
 */
function PageInputs() {
  const record = useRecordContext();
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <Labeled source="key">
        <TextField source="key" />
      </Labeled>
      <TranslatedInputs>
        <TranslatedTextInput source="title" max={PAGE_TITLE_MAX} helperText={`${R}.title`} />
        <TranslatedTextInput
          source="description"
          max={PAGE_DESCRIPTION_MAX}
          validate={koreanDescriptionMax}
          multiline
          helperText={`${R}.description`}
        />
        {record?.lead ? (
          <TranslatedTextInput source="lead" max={PAGE_LEAD_MAX} multiline minRows={3} helperText={`${R}.lead`} />
        ) : null}
      </TranslatedInputs>
    </Stack>
  );
}

/** Pages are not deleted here: saving is the only action. */
const PageToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * Saved when the API answers: a text another staff member changed since the form opened is refused
 * (409, naming who and when) and nothing is overwritten; the page shows the new words at once.
 */
export function PageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm noValidate warnWhenUnsavedChanges toolbar={<PageToolbar />}>
        <PageInputs />
      </SimpleForm>
    </Edit>
  );
}

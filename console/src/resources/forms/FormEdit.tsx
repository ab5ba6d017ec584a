import { Edit, SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { Divider, Stack } from '@mui/material';
import { formStatusChoices } from '../../choices';
import { keepText } from '../../inputs/parse';
import { FormDetails } from './FormDetails';

/** A consultation request: what was sent (read-only), then its status and the staff memo. */
export function FormEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <FormDetails />
        <Divider flexItem sx={{ mb: 2 }} />
        <Stack sx={{ width: '100%', maxWidth: 900 }}>
          <SelectInput source="status" choices={formStatusChoices} validate={required()} sx={{ maxWidth: 240 }} />
          <TextInput
            source="memo"
            multiline
            minRows={3}
            validate={maxLength(2000)}
            helperText="resources.forms.helper.memo"
            parse={keepText}
            fullWidth
          />
        </Stack>
      </SimpleForm>
    </Edit>
  );
}

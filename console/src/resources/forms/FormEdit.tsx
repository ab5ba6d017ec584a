import {
  AutocompleteInput,
  Edit,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  maxLength,
  required,
} from 'react-admin';
import { Divider, Stack } from '@mui/material';
import { FORM_NOTE_MAX } from '@clinic/contract';
import { formStatusChoices } from '../../choices';
import { keepText } from '../../inputs/parse';
import { FormDetails } from './FormDetails';
import { FormNotes } from './FormNotes';
import { FormRelated } from './FormRelated';
import { FormReply } from './FormReply';
import { EditToolbar } from '../../layout/EditToolbar';
import { EDIT_FORM_PROPS } from '../../layout/FormPages';
import { ConflictNotice } from '../../layout/ConflictNotice';
import { ChangeHistory } from '../../layout/ChangeHistory';
import { NumberedTitle } from '../../fields/RecordNumber';
import { PrintButton } from '../../layout/PrintButton';

/**
 * What staff send: the status, the assignee, and a new note for the history when one is written
 * (the API keeps every note with its author and time; the form always starts with an empty note).
 */
function toRequest(data: { status?: string; assigneeId?: number | null; newNote?: string | null }) {
  const note = data.newNote?.trim();
  return { status: data.status, assigneeId: data.assigneeId ?? null, ...(note ? { memo: note } : {}) };
}

/** A consultation request: what was sent (read-only), then its status, assignee and notes. */
export function FormEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toRequest}
      title={<NumberedTitle />}
      actions={
        <TopToolbar>
          <PrintButton />
        </TopToolbar>
      }
    >
      <SimpleForm {...EDIT_FORM_PROPS} toolbar={<EditToolbar />}>
        <ConflictNotice />
        <FormDetails />
        <FormRelated />
        <Divider flexItem sx={{ mb: 2 }} />
        <Stack sx={{ width: '100%', maxWidth: 900 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput source="status" choices={formStatusChoices} validate={required()} sx={{ minWidth: 200 }} />
            <ReferenceInput source="assigneeId" reference="staff-names" sort={{ field: 'username', order: 'ASC' }}>
              <AutocompleteInput
                label="resources.forms.fields.assigneeId"
                helperText="resources.forms.helper.assignee"
                sx={{ minWidth: 260 }}
              />
            </ReferenceInput>
          </Stack>
          <TextInput
            source="newNote"
            label="resources.forms.fields.memo"
            multiline
            minRows={3}
            validate={maxLength(FORM_NOTE_MAX)}
            helperText="resources.forms.helper.memo"
            parse={keepText}
            fullWidth
          />
          <FormNotes />
        </Stack>
      </SimpleForm>
      {/* Its own form: a reply is sent on its own, never with the request's save. */}
      <FormReply />
      <ChangeHistory />
    </Edit>
  );
}

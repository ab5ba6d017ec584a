import { Alert, Divider, Stack } from '@mui/material';
import {
  DeleteWithConfirmButton,
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  Toolbar,
  maxLength,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import SendIcon from '@mui/icons-material/Send';
import { POST_BODY_MAX, type ConsoleQuestion } from '@clinic/contract';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { RichTextInput } from '../../inputs/RichTextInput';
import { QuestionDetails } from './QuestionDetails';
import { DeleteConsequences } from '../../layout/EditToolbar';
import { EDIT_FORM_PROPS } from '../../layout/FormPages';
import { ConflictNotice } from '../../layout/ConflictNotice';
import { ChangeHistory } from '../../layout/ChangeHistory';
import { NumberedTitle } from '../../fields/RecordNumber';

const R = 'resources.center/questions';

function QuestionToolbar() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label={`${R}.action.saveAnswer`} icon={<SendIcon />} />
      <DeleteWithConfirmButton mutationMode="pessimistic" confirmContent={<DeleteConsequences />} sx={{ ml: 'auto' }} />
    </Toolbar>
  );
}

/** When the last answer was saved (only once there is one). */
function AnsweredAt() {
  const record = useRecordContext<ConsoleQuestion>();
  if (!record?.answeredAt) return null;
  return (
    <Labeled source="answeredAt">
      <KoreaTimeField source="answeredAt" />
    </Labeled>
  );
}

/**
 * One question: what the member asked (read-only), then the answer. Saving it marks the question
 * answered and the API tells the member (e-mail, else SMS); back to the queue.
 */
export function QuestionEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      title={<NumberedTitle />}
      transform={(data: Partial<ConsoleQuestion>) => ({ answer: data.answer ?? '' })}
      mutationOptions={{
        onSuccess: () => {
          notify(`${R}.notify.answered`, { type: 'success' });
          redirect('list', 'center/questions');
        },
      }}
    >
      <SimpleForm {...EDIT_FORM_PROPS} toolbar={<QuestionToolbar />}>
        <ConflictNotice />
        <QuestionDetails />
        <Divider flexItem sx={{ mb: 2 }} />
        <Stack sx={{ width: '100%', maxWidth: 900 }}>
          <AnsweredAt />
          <RichTextInput
            source="answer"
            validate={[required(), maxLength(POST_BODY_MAX)]}
            helperText={`${R}.helper.answer`}
            fullWidth
          />
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(`${R}.helper.notify`)}
          </Alert>
        </Stack>
      </SimpleForm>
      <ChangeHistory />
    </Edit>
  );
}

import { Divider, Stack } from '@mui/material';
import { Edit, SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { MEMBER_REVIEW_CONTENT_MAX, MEMBER_REVIEW_TITLE_MAX, type MemberReview } from '@clinic/contract';
import { treatmentChoices } from '../../choices';
import { NumberedTitle } from '../../fields/RecordNumber';
import { ModerationToolbar, editableFields } from './ModerationToolbar';
import { ReviewImages, ReviewState, ReviewWarnings } from './MemberReviewDetails';
import { EDIT_FORM_PROPS } from '../../layout/FormPages';
import { ConflictNotice } from '../../layout/ConflictNotice';
import { ChangeHistory } from '../../layout/ChangeHistory';

const R = 'resources.clinic/reviews2.helper';

/**
 * One member review: where it stands, a warning when its text breaks the advertising rules, the
 * images, the text staff may correct, and the moderation buttons.
 */
export function MemberReviewEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<NumberedTitle />}
      transform={(data: Partial<MemberReview>) => editableFields(data)}
    >
      <SimpleForm {...EDIT_FORM_PROPS} toolbar={<ModerationToolbar />}>
        <ConflictNotice />
        <ReviewState />
        <ReviewWarnings />
        <Divider flexItem sx={{ my: 1 }} />
        <Stack sx={{ width: '100%', maxWidth: 900 }}>
          <ReviewImages />
          <TextInput source="title" validate={[required(), maxLength(MEMBER_REVIEW_TITLE_MAX)]} fullWidth />
          <TextInput
            source="content"
            multiline
            minRows={8}
            validate={[required(), maxLength(MEMBER_REVIEW_CONTENT_MAX)]}
            helperText={`${R}.content`}
            fullWidth
          />
          <SelectInput source="treatment" choices={treatmentChoices} validate={required()} sx={{ maxWidth: 320 }} />
        </Stack>
      </SimpleForm>
      <ChangeHistory />
    </Edit>
  );
}

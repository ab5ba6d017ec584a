import { Alert, Divider, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { MemberInputs, memberUpdateTransform } from './MemberInputs';
import { MemberAccount, MemberConsents, MemberDocuments } from './MemberDetails';
import { MemberFrontDesk } from './MemberFrontDesk';
import { EDIT_FORM_PROPS } from '../../layout/FormPages';
import { ConflictNotice } from '../../layout/ConflictNotice';
import { ChangeHistory } from '../../layout/ChangeHistory';
import { NumberedTitle } from '../../fields/RecordNumber';

/** Members are never deleted by staff (they withdraw themselves); a withdrawn member cannot be changed. */
function MemberToolbar() {
  const record = useRecordContext<{ id: number; status: string }>();
  if (!record || record.status === 'withdrawn') return null;
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

function MemberForm() {
  const record = useRecordContext<{ id: number; status: string }>();
  const translate = useTranslate();
  if (record?.status === 'withdrawn') {
    return (
      <Alert severity="info" sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
        {translate('resources.users.helper.withdrawn')}
      </Alert>
    );
  }
  return <MemberInputs />;
}

/**
 * One member: the account (read-only), the personal fields, level and status staff may change, then
 * the consents the member gave and the documents an institution sent. Opening this page, saving it
 * and every download are written to the access log. Below the form, the front desk: a staff note,
 * the member's requests, questions, reviews, comments and messages, and "send a message".
 */
export function MemberEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" transform={memberUpdateTransform} title={<NumberedTitle />}>
      <SimpleForm {...EDIT_FORM_PROPS} toolbar={<MemberToolbar />}>
        <ConflictNotice />
        <MemberAccount />
        <Divider flexItem sx={{ mb: 2 }} />
        <MemberForm />
        <Divider flexItem sx={{ my: 2 }} />
        <MemberConsents />
        <MemberDocuments />
        <Typography variant="caption" color="text.secondary" sx={{ mt: 2 }}>
          {translate('resources.users.helper.privacy')}
        </Typography>
      </SimpleForm>
      <MemberFrontDesk />
      <ChangeHistory />
    </Edit>
  );
}

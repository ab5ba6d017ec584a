import { AddressField } from '../../fields/AddressField';
import { Box, Stack, Typography } from '@mui/material';
import {
  DataTable,
  FilterForm,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PERSONAL_DATA_PAGE_MAX, type SentMessage } from '@clinic/contract';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { SearchBox } from '../../inputs/SearchBox';
import { channelChoices, recipientStatusChoices } from './delivery';
import { HtmlFrame } from './HtmlFrame';
import {
  AudienceField,
  CountsField,
  CreatedByField,
  PurposeField,
  RecipientErrorField,
  RecipientStatusField,
} from './MessageFields';
import { ComposeButton } from './MessageList';

const R = 'resources.messages';
const RR = 'resources.message-recipients';

/** The body as members got it: the e-mail's sanitized HTML in a sandboxed frame, an SMS as text. */
function BodyField() {
  const record = useRecordContext<SentMessage>();
  if (!record) return null;
  if (record.channel === 'email') return <HtmlFrame html={record.body} title={`${R}.fields.body`} />;
  return (
    <Box
      sx={{
        bgcolor: 'grey.100',
        borderRadius: 3,
        px: 2,
        py: 1.5,
        maxWidth: 360,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      <Typography variant="body2">{record.body}</Typography>
    </Box>
  );
}

/** "발송 중" while the API is still handing the messages over. */
function SendingNote() {
  const record = useRecordContext<SentMessage>();
  const translate = useTranslate();
  if (record?.status !== 'sending') return null;
  return (
    <Typography variant="body2" color="info.main">
      {translate(`${R}.helper.sending`)}
    </Typography>
  );
}

const recipientFilters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${RR}.filters.search`} />,
  <SelectInput key="status" source="status" choices={recipientStatusChoices} alwaysOn />,
];

/** Each recipient with the address it went to and what became of it (reading it is access-logged). */
function Recipients() {
  return (
    <ReferenceManyField
      reference="message-recipients"
      target="messageId"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      // Recipients are personal data: the API answers at most PERSONAL_DATA_PAGE_MAX (100) a page.
      pagination={<Pagination rowsPerPageOptions={[25, 50, PERSONAL_DATA_PAGE_MAX]} />}
    >
      <FilterForm filters={recipientFilters} />
      <DataTable bulkActionButtons={false} rowClick={false} sx={{ '& td, & th': { wordBreak: 'keep-all' } }}>
        <DataTable.Col source="name" />
        <DataTable.Col source="address">
          <AddressField source="address" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <RecipientStatusField />
        </DataTable.Col>
        <DataTable.Col source="error" disableSort>
          <RecipientErrorField />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}

const Actions = () => (
  <TopToolbar>
    <ComposeButton />
  </TopToolbar>
);

/** One sent message: what went out, to whom, and each recipient's status. Read-only. */
export function MessageShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <SendingNote />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 5, rowGap: 1 }}>
          <Labeled>
            <KoreaTimeField source="createdAt" />
          </Labeled>
          <Labeled>
            <SelectField source="channel" choices={channelChoices} />
          </Labeled>
          <Labeled source="purpose">
            <PurposeField />
          </Labeled>
          <Labeled source="audience">
            <AudienceField link />
          </Labeled>
          <Labeled source="createdBy">
            <CreatedByField caption={false} />
          </Labeled>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 5, rowGap: 1 }}>
          <Labeled>
            <NumberField source="recipients" />
          </Labeled>
          <Labeled source="counts">
            <CountsField />
          </Labeled>
        </Stack>
        <TextField source="subject" emptyText="-" />
        <Labeled source="body" fullWidth>
          <BodyField />
        </Labeled>
        <Labeled source="recipientList" fullWidth>
          <Recipients />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

import AddIcon from '@mui/icons-material/Add';
import { Stack } from '@mui/material';
import { Button, DataTable, List, NumberField, SelectField, SelectInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { SearchBox } from '../../inputs/SearchBox';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { ListHelp } from '../../layout/ListHelp';
import { COMPOSE_PATH, channelChoices, purposeChoices } from './delivery';
import { AudienceField, CountsField, CreatedByField, PurposeField } from './MessageFields';
import { ListActions } from '../../layout/ListActions';
import { ResponsiveList } from '../../layout/ResponsiveList';

const R = 'resources.messages';
const F = `${R}.filters`;

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <SelectInput key="channel" source="channel" choices={channelChoices} alwaysOn />,
  <SelectInput key="purpose" source="purpose" choices={purposeChoices} alwaysOn />,
  ...koreaDateRange('createdAt', { since: `${F}.since`, until: `${F}.until` }),
];

/** "메시지 보내기": the compose screen. */
export function ComposeButton() {
  return (
    <Button component={Link} to={COMPOSE_PATH} label={`${R}.compose.menu`}>
      <AddIcon />
    </Button>
  );
}

const actions = (
  <ListActions create={false}>
    <ComposeButton />
  </ListActions>
);

/** Every message staff sent to members, newest first; a row opens the message and its recipients. */
export function MessageList() {
  return (
    <List filters={filters} actions={actions} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <ListHelp text={`${R}.helper.list`} />
      {/* On a phone one line a message (the page never scrolls sideways): its subject, how, when and by whom. */}
      <ResponsiveList
        rowClick="show"
        primaryText={(record) => String(record.subject || '-')}
        secondaryText={
          <Stack>
            <SelectField source="channel" choices={channelChoices} />
            <KoreaTimeField source="createdAt" />
            <CreatedByField />
          </Stack>
        }
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="createdAt" sx={{ whiteSpace: 'nowrap' }}>
            <Stack>
              <KoreaTimeField source="createdAt" />
              <CreatedByField />
            </Stack>
          </DataTable.Col>
          <DataTable.Col source="channel" sx={{ whiteSpace: 'nowrap' }}>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <SelectField source="channel" choices={channelChoices} />
              <PurposeField />
            </Stack>
          </DataTable.Col>
          <DataTable.Col source="subject" />
          <DataTable.Col source="audience" disableSort>
            <AudienceField />
          </DataTable.Col>
          <DataTable.Col source="recipients" align="right">
            <NumberField source="recipients" />
          </DataTable.Col>
          <DataTable.Col source="counts" disableSort>
            <CountsField />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}

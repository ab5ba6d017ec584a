import { DataTable, List, SelectField, TextField } from 'react-admin';
import { templateChannelChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';

const R = 'resources.message-templates';

const filters = [<SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />];

/** The texts a reply to a consultation request starts from, by name. */
export function MessageTemplateList() {
  return (
    <List
      filters={filters}
      actions={<ListActions filter={false} />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <ListHelp text={`${R}.helper.list`} />
      <DataTable rowClick="edit">
        <DataTable.Col source="name" />
        <DataTable.Col source="channel">
          <SelectField source="channel" choices={templateChannelChoices} />
        </DataTable.Col>
        <DataTable.Col source="body" disableSort>
          <TextField
            source="body"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          />
        </DataTable.Col>
        <TimeColumn source="updatedAt" oneLine />
      </DataTable>
    </List>
  );
}

import { DataTable, FilterButton, List, SelectField, SelectInput, TopToolbar } from 'react-admin';
import { questionCategoryChoices, questionStatusChoices } from '../../choices';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { SearchBox } from '../../inputs/SearchBox';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { ListHelp } from '../../layout/ListHelp';
import { QuestionMemberField, QuestionStatusField } from './QuestionFields';
import { ResponsiveList } from '../../layout/ResponsiveList';

const R = 'resources.center/questions';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />,
  <SelectInput key="status" source="status" choices={questionStatusChoices} alwaysOn />,
  <SelectInput key="category" source="category" choices={questionCategoryChoices} alwaysOn />,
  // The dashboard's figures link here with createdAt_gte (today, this month).
  ...koreaDateRange('createdAt', { since: 'app.createdSince', until: 'app.createdUntil' }),
];

/** No create and no export: members ask, staff answer; questions are personal data. */
const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** The queue: questions waiting for an answer by default, newest first. */
export function QuestionList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'waiting' }}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <ListHelp text={`${R}.helper.list`} />
      <ResponsiveList
        primaryText={(r) => String(r.title)}
        secondaryText={(r) => String(r.authorName ?? '')}
        tertiaryText={<QuestionStatusField />}
      >
        <DataTable rowClick="edit" bulkActionButtons={false} sx={{ '& td, & th': { wordBreak: 'keep-all' } }}>
          <DataTable.Col source="status" sx={{ whiteSpace: 'nowrap' }}>
            <QuestionStatusField />
          </DataTable.Col>
          <DataTable.Col source="category">
            <SelectField source="category" choices={questionCategoryChoices} />
          </DataTable.Col>
          <DataTable.Col source="title" />
          <DataTable.Col source="authorName" disableSort>
            <QuestionMemberField />
          </DataTable.Col>
          <DataTable.Col source="createdAt" sx={{ whiteSpace: 'nowrap' }}>
            <KoreaTimeField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="answeredAt" sx={{ whiteSpace: 'nowrap' }}>
            <KoreaTimeField source="answeredAt" emptyText="-" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}

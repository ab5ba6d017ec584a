import { DataTable, FilterButton, List, SelectField, SelectInput, TopToolbar } from 'react-admin';
import { reviewStatusChoices, treatmentChoices } from '../../choices';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { SearchBox } from '../../inputs/SearchBox';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { ListHelp } from '../../layout/ListHelp';
import { ReviewStatusField, ReviewThumbField, ReviewWarningsField } from './MemberReviewFields';
import { BulkModeration } from './BulkModeration';
import { ResponsiveList } from '../../layout/ResponsiveList';

const R = 'resources.clinic/reviews2';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />,
  <SelectInput key="status" source="status" choices={reviewStatusChoices} alwaysOn />,
  <SelectInput key="treatment" source="treatment" choices={treatmentChoices} alwaysOn />,
  // The dashboard's figures link here with createdAt_gte (today, this month).
  ...koreaDateRange('createdAt', { since: 'app.createdSince', until: 'app.createdUntil' }),
];

/** No export and no create: members write these, staff moderate them. */
const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/**
 * The moderation queue: reviews waiting for approval by default, newest first. Staff open one to
 * read it, correct it, approve or reject it, or select several and approve or reject them at once.
 */
export function MemberReviewList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <ListHelp text={`${R}.helper.list`} />
      <ResponsiveList
        primaryText={(r) => String(r.title)}
        secondaryText={(r) => String(r.authorName ?? '')}
        tertiaryText={<ReviewStatusField />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BulkModeration />}
          sx={{ '& td, & th': { wordBreak: 'keep-all' } }}
        >
          <DataTable.Col source="images" disableSort>
            <ReviewThumbField />
          </DataTable.Col>
          <DataTable.Col source="title" />
          <DataTable.Col source="authorName" disableSort />
          <DataTable.Col source="treatment">
            <SelectField source="treatment" choices={treatmentChoices} emptyText="-" />
          </DataTable.Col>
          <DataTable.Col source="status" sx={{ whiteSpace: 'nowrap' }}>
            <ReviewStatusField />
          </DataTable.Col>
          <DataTable.Col source="warnings" disableSort>
            <ReviewWarningsField />
          </DataTable.Col>
          <DataTable.Col source="createdAt" sx={{ whiteSpace: 'nowrap' }}>
            <KoreaTimeField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}

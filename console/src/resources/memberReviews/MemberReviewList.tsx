import { DataTable, SelectField, SelectInput } from 'react-admin';
import { TEXT_SEARCH_MAX_DAYS } from '@clinic/contract';
import { reviewStatusChoices, treatmentChoices } from '../../choices';
import { QueueList } from '../../layout/QueueList';
import { withoutColumnsOnTablets } from '../../layout/ResponsiveList';
import { ReviewStatusField, ReviewThumbField, ReviewWarningsField } from './MemberReviewFields';
import { BulkModeration } from './BulkModeration';
import { TimeColumn } from '../../fields/TimeColumn';
import { IdColumn } from '../../fields/RecordNumber';

const R = 'resources.clinic/reviews2';

const filters = [<SelectInput key="treatment" source="treatment" choices={treatmentChoices} alwaysOn />];

/**
 * The moderation queue: reviews waiting for approval by default, newest first. Staff open one to
 * read it, correct it, approve or reject it, or select several and approve or reject them at once.
 */
export function MemberReviewList() {
  return (
    <QueueList
      prefix={R}
      statusChoices={reviewStatusChoices}
      waiting="pending"
      statusField={<ReviewStatusField />}
      filters={filters}
      searchHelp={{ text: `${R}.helper.search`, options: { days: TEXT_SEARCH_MAX_DAYS } }}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={<BulkModeration />}
        sx={withoutColumnsOnTablets('images', 'treatment')}
      >
        <IdColumn />
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
        <TimeColumn source="createdAt" oneLine />
      </DataTable>
    </QueueList>
  );
}

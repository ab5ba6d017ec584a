import { DataTable, SelectField, SelectInput } from 'react-admin';
import { TEXT_SEARCH_MAX_DAYS } from '@clinic/contract';
import { questionCategoryChoices, questionStatusChoices } from '../../choices';
import { QueueList } from '../../layout/QueueList';
import { withoutColumnsOnTablets } from '../../layout/ResponsiveList';
import { PersonField } from '../../fields/PersonField';
import { QuestionStatusField } from './QuestionFields';
import { TimeColumn } from '../../fields/TimeColumn';
import { IdColumn } from '../../fields/RecordNumber';

const R = 'resources.center/questions';

const filters = [<SelectInput key="category" source="category" choices={questionCategoryChoices} alwaysOn />];

/** The queue: questions waiting for an answer by default, newest first; members ask, staff answer. */
export function QuestionList() {
  return (
    <QueueList
      prefix={R}
      statusChoices={questionStatusChoices}
      waiting="waiting"
      statusField={<QuestionStatusField />}
      filters={filters}
      searchHelp={{ text: `${R}.helper.search`, options: { days: TEXT_SEARCH_MAX_DAYS } }}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} sx={withoutColumnsOnTablets('category', 'answeredAt')}>
        <IdColumn />
        <DataTable.Col source="status" sx={{ whiteSpace: 'nowrap' }}>
          <QuestionStatusField />
        </DataTable.Col>
        <DataTable.Col source="category">
          <SelectField source="category" choices={questionCategoryChoices} />
        </DataTable.Col>
        <DataTable.Col source="title" />
        <DataTable.Col source="authorName" disableSort>
          <PersonField name="authorName" username="authorUsername" />
        </DataTable.Col>
        <TimeColumn source="createdAt" oneLine />
        <TimeColumn source="answeredAt" oneLine emptyText="-" />
      </DataTable>
    </QueueList>
  );
}

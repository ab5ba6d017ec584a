import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { formatPhone } from '@clinic/contract';
import { AccountStatusField } from '../../fields/AccountStatusField';
import { SearchBox } from '../../inputs/SearchBox';
import { memberKindChoices, memberStatusChoices } from '../../choices';
import { ExportWithReasonButton } from '../../exports/ExportWithReasonButton';
import { membersCsv } from '../../exports/columns';
import { breakingAnywhere, ResponsiveList, withoutColumnsOnTablets } from '../../layout/ResponsiveList';
import { ListHelp } from '../../layout/ListHelp';
import { PersonField } from '../../fields/PersonField';
import { ContactField } from './MemberFields';
import { ListActions } from '../../layout/ListActions';
import { useIsAdmin } from '../../providers/roles';
import { TimeColumn } from '../../fields/TimeColumn';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { IdColumn } from '../../fields/RecordNumber';

const F = 'resources.users.filters';
const C = 'resources.users.columns';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <SelectInput key="kind" source="kind" choices={memberKindChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={memberStatusChoices} alwaysOn />,
  <ReferenceInput key="levelId" source="levelId" reference="users/levels" sort={{ field: 'position', order: 'ASC' }}>
    <SelectInput />
  </ReferenceInput>,
  <BooleanInput key="marketing" source="marketing" />,
  ...koreaDateRange('createdAt', { since: `${F}.createdSince`, until: `${F}.createdUntil` }),
];

/** The export is 관리자 only (the API refuses 직원): a 직원 sees no button that would fail. */
function MemberListActions() {
  const admin = useIsAdmin();
  return (
    <ListActions>
      {/* Asks why first; the access log keeps the reason and the number of rows. */}
      {admin && <ExportWithReasonButton csv={membersCsv} />}
    </ListActions>
  );
}

/** Newest members first; every page of this list is written to the access log by the server. */
export function MemberList() {
  return (
    <List
      filters={filters}
      actions={<MemberListActions />}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <ListHelp text="resources.users.helper.list" />
      <ListHelp text="resources.users.helper.search" />
      <ResponsiveList
        primaryText={(r) => `${String(r.id)}. ${String(r.name ?? '')} (${String(r.username)})`}
        secondaryText={(r) =>
          [r.phone ? formatPhone(String(r.phone)) : '', String(r.email ?? '')].filter(Boolean).join(' · ')
        }
        tertiaryText={<AccountStatusField />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={false}
          // Korean wraps between words, never inside one (국내 기관, not 국내 기/관): the theme's cells.
          sx={{
            ...breakingAnywhere('name', 'username', 'email'),
            ...withoutColumnsOnTablets('kind', 'levelId', 'marketing'),
          }}
        >
          <IdColumn />
          <TimeColumn source="createdAt" oneLine />
          <DataTable.Col source="name" label={`${C}.member`}>
            <PersonField />
          </DataTable.Col>
          <DataTable.Col source="kind" label={`${C}.kind`}>
            <SelectField source="kind" choices={memberKindChoices} />
          </DataTable.Col>
          <DataTable.Col source="levelId" label={`${C}.level`}>
            <ReferenceField source="levelId" reference="users/levels" link={false} emptyText="-" />
          </DataTable.Col>
          <DataTable.Col source="phone" label={`${C}.contact`} disableSort>
            <ContactField />
          </DataTable.Col>
          <DataTable.Col
            source="marketing"
            label={`${C}.marketing`}
            field={BooleanField}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <DataTable.Col source="status" sx={{ whiteSpace: 'nowrap' }}>
            <AccountStatusField />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}

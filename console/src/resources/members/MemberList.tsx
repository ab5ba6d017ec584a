import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { AccountStatusField } from '../../fields/AccountStatusField';
import { SearchBox } from '../../inputs/SearchBox';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { memberKindChoices, memberStatusChoices } from '../../choices';
import { csvExporter } from '../../providers/exporter';
import { ListHelp } from '../../layout/ListHelp';
import { ContactField, NameField } from './MemberFields';

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

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** The columns of the members' CSV (written with a BOM so Excel reads the Korean names). */
const exporter = csvExporter<RaRecord>('members', [
  ['id', (r) => r.id],
  ['username', (r) => r.username],
  ['name', (r) => r.name],
  ['kind', (r) => r.kind],
  ['levelId', (r) => r.levelId],
  ['email', (r) => r.email],
  ['phone', (r) => r.phone],
  ['birthDate', (r) => r.birthDate],
  ['marketing', (r) => (r.marketing ? 'Y' : 'N')],
  ['status', (r) => r.status],
  ['createdAt', (r) => r.createdAt],
  ['lastLoginAt', (r) => r.lastLoginAt],
]);

/** Newest members first; every page of this list is written to the access log by the server. */
export function MemberList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      exporter={exporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <ListHelp text="resources.users.helper.list" />
      <DataTable
        rowClick="edit"
        bulkActionButtons={false}
        // Korean wraps between words, never inside one (국내 기관, not 국내 기/관).
        sx={{ '& td, & th': { wordBreak: 'keep-all' } }}
      >
        <DataTable.Col source="createdAt" sx={{ whiteSpace: 'nowrap' }}>
          <KoreaTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="name" label={`${C}.member`}>
          <NameField />
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
        <DataTable.Col source="marketing" label={`${C}.marketing`} field={BooleanField} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="status" sx={{ whiteSpace: 'nowrap' }}>
          <AccountStatusField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

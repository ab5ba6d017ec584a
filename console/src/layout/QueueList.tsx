import { useMemo, type ReactElement, type ReactNode } from 'react';
import { List, SelectInput } from 'react-admin';
import { SearchBox } from '../inputs/SearchBox';
import { createdAtRange } from '../inputs/KoreaDateRange';
import { ListActions } from './ListActions';
import { ListHelp } from './ListHelp';
import { ResponsiveList } from './ResponsiveList';

/**
 * What members send for staff to handle (1:1 questions, member reviews), as a queue: the ones still
 * `waiting` by default, newest first, searched and filtered by status, by the list's own `filters`
 * and by day. Members write these and they are personal data: no create, no export. On a phone one
 * line each: the title, the author, `statusField`. `prefix` is the resource's i18n key
 * (`resources.<name>`: its filters.search and helper.list).
 */
export function QueueList({
  prefix,
  statusChoices,
  waiting,
  statusField,
  filters,
  searchHelp,
  children,
}: {
  prefix: string;
  /** A line saying how the search finds rows (an i18n key and its values), under the list's help. */
  searchHelp?: { text: string; options?: Record<string, unknown> };
  statusChoices: Array<{ id: string; name: string }>;
  waiting: string;
  statusField: ReactElement;
  filters: ReactElement[];
  children: ReactNode;
}) {
  const allFilters = useMemo(
    () => [
      <SearchBox key="q" source="q" alwaysOn hint={`${prefix}.filters.search`} />,
      <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
      ...filters,
      ...createdAtRange(),
    ],
    [prefix, statusChoices, filters],
  );
  return (
    <List
      filters={allFilters}
      filterDefaultValues={{ status: waiting }}
      actions={<ListActions create={false} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <ListHelp text={`${prefix}.helper.list`} />
      {searchHelp && <ListHelp {...searchHelp} />}
      <ResponsiveList
        primaryText={(r) => `${String(r.id)}. ${String(r.title)}`}
        secondaryText={(r) => String(r.authorName ?? '')}
        tertiaryText={statusField}
      >
        {children}
      </ResponsiveList>
    </List>
  );
}

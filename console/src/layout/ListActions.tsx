import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';

/**
 * A list's toolbar: the button that adds filters, the create button, then the list's own buttons
 * (`children`: an export, "메시지 보내기"). Lists without filters to add leave out the first
 * (`filter={false}`); lists whose records staff do not create here, the second (`create={false}`).
 */
export function ListActions({
  filter = true,
  create = true,
  children,
}: {
  filter?: boolean;
  create?: boolean;
  children?: ReactNode;
}) {
  return (
    <TopToolbar>
      {filter && <FilterButton />}
      {create && <CreateButton />}
      {children}
    </TopToolbar>
  );
}

import type { ReactElement } from 'react';
import { BulkUpdateButton, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';

/**
 * Sets the same fields on every selected record (`updateMany`: one PUT each, as ra-data-simple-rest
 * sends it), after a confirmation titled with the action and saying how many records it changes:
 * `label` is an i18n key, and `<label>Confirm` the confirmation's sentence (with %{smart_count}).
 * Then the list is asked again, so records that no longer match its filter (reviews approved in the
 * queue of those waiting) leave it.
 */
export function BulkSetButton({
  label,
  data,
  icon,
}: {
  label: string;
  data: Record<string, unknown>;
  icon?: ReactElement;
}) {
  const { resource, selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  return (
    <BulkUpdateButton
      label={label}
      data={data}
      icon={icon}
      mutationMode="pessimistic"
      confirmTitle={label}
      confirmContent={`${label}Confirm`}
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: selectedIds.length } });
          unselectAll();
          refresh();
        },
      }}
    />
  );
}

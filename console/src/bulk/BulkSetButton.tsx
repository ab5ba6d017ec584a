import type { ReactElement } from 'react';
import { BulkUpdateButton } from 'react-admin';

/**
 * Sets the same fields on every selected record (`updateMany`: one PUT each, as ra-data-simple-rest
 * sends it), after a confirmation titled with the action and saying how many records it changes:
 * `label` is an i18n key, and `<label>Confirm` the confirmation's sentence (with %{smart_count}).
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
  return (
    <BulkUpdateButton
      label={label}
      data={data}
      icon={icon}
      mutationMode="pessimistic"
      confirmTitle={label}
      confirmContent={`${label}Confirm`}
    />
  );
}

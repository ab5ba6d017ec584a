import { StatusChipField } from '../../fields/StatusChipField';

const STATUS_COLORS = { new: 'error', in_progress: 'warning', done: 'success' } as const;

/** 신규 / 처리 중 / 완료 as a coloured chip, so new requests stand out in the list. */
export function FormStatusField() {
  return <StatusChipField colors={STATUS_COLORS} labels="formStatus" filled={(status) => status !== 'done'} />;
}

import { StatusChipField } from '../../fields/StatusChipField';

const STATUS_COLORS = { waiting: 'warning', answered: 'success' } as const;

/** 답변대기 / 답변완료 as a chip; waiting questions stand out. */
export function QuestionStatusField() {
  return <StatusChipField colors={STATUS_COLORS} labels="questionStatus" filled={(status) => status === 'waiting'} />;
}

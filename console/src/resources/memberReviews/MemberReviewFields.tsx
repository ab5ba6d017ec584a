import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MemberReview } from '@clinic/contract';
import { StatusChipField } from '../../fields/StatusChipField';

const STATUS_COLORS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

/** 승인 대기 / 승인 / 반려 as a chip, so the reviews still waiting stand out. */
export function ReviewStatusField() {
  return <StatusChipField colors={STATUS_COLORS} labels="reviewStatus" filled={(status) => status === 'pending'} />;
}

/** A warning sign when the text holds expressions the medical advertising law forbids (words in the tooltip). */
export function ReviewWarningsField() {
  const record = useRecordContext<MemberReview>();
  const translate = useTranslate();
  const warnings = record?.warnings ?? [];
  if (warnings.length === 0) return null;
  const text = translate('resources.clinic/reviews2.helper.warnings', { words: warnings.join(', ') });
  return (
    <Tooltip title={text}>
      <WarningAmberIcon color="warning" titleAccess={text} sx={{ verticalAlign: 'middle' }} />
    </Tooltip>
  );
}

/** The first image the member sent, small (the list's thumbnail). */
export function ReviewThumbField() {
  const record = useRecordContext<MemberReview>();
  const first = record?.images?.[0];
  if (!first) return null;
  return (
    <Box
      component="img"
      src={first.src}
      alt=""
      loading="lazy"
      sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
}

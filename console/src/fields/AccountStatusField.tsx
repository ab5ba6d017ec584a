import { StatusChipField } from './StatusChipField';

const COLORS = { active: 'success', disabled: 'warning', withdrawn: 'default' } as const;

/** 정상 / 이용 정지 / 탈퇴 as a chip (members and staff accounts). */
export function AccountStatusField() {
  return <StatusChipField colors={COLORS} labels="accountStatus" filled={(status) => status !== 'active'} />;
}

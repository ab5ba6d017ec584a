import { useMemo } from 'react';
import { useGetOne } from 'react-admin';
import type { Sender } from './delivery';

interface SettingRecord {
  id: string;
  clinicName?: { ko?: string } | string;
  phone?: string;
}

/** The clinic's name and phone from the site settings, which a marketing message names. */
export function useSender(): Sender {
  const { data } = useGetOne<SettingRecord>('setting', { id: 'clinic' }, { staleTime: 5 * 60 * 1000 });
  const name = (typeof data?.clinicName === 'string' ? data.clinicName : (data?.clinicName?.ko ?? '')).trim();
  const phone = (data?.phone ?? '').trim();
  return useMemo(() => ({ name, phone }), [name, phone]);
}

import type { Locale, PublicDoctor, PublicDoctorList } from '@clinic/contract';
import { apiGet } from './api';
import { endpoints } from './endpoints';

/**
 * The doctors staff show (`GET /v1/{product}/doctors`), in their order and the page's language: the
 * team page and the main page's director card read them in their route loaders, so the HTML the
 * server renders has them.
 */
export async function fetchDoctors(locale: Locale, signal?: AbortSignal): Promise<PublicDoctor[]> {
  return (await apiGet<PublicDoctorList>(endpoints.doctors(), locale, signal)).doctors;
}

/** A doctor's name as one line: the Korean name, then the English one when there is one. */
export function fullName(doctor: Pick<PublicDoctor, 'nameKo' | 'nameEn'>): string {
  return doctor.nameEn ? `${doctor.nameKo} (${doctor.nameEn})` : doctor.nameKo;
}

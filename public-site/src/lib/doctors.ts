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

/**
 * A doctor's photo's alt text: what it is (`what`, the page's words) and whose. An alt cannot mark
 * the language of a part, so on a page in another language than Korean it names the doctor by the
 * English name, or by none when there is no English one (the name is beside the photo, marked).
 */
export function photoAlt(what: string, doctor: Pick<PublicDoctor, 'nameKo' | 'nameEn'>, locale: Locale): string {
  if (locale === 'ko') return `${what}: ${fullName(doctor)}`;
  return doctor.nameEn ? `${what}: ${doctor.nameEn}` : what;
}

import type { PublicDoctor, WeekHours } from '@clinic/contract';
import { openingHoursSpecification } from '../hours';
import { fullName } from '../doctors';
import { SITE_ORIGIN } from './head';

/** schema.org data: the clinic, its physicians, its procedures. */
export function medicalClinic(args: {
  name: string;
  phone: string;
  address: string;
  description: string;
  /** The opening hours of the settings (a lunch break is a gap between two spans). */
  hours: WeekHours;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: args.name,
    description: args.description,
    url: SITE_ORIGIN + '/',
    telephone: args.phone,
    address: { '@type': 'PostalAddress', streetAddress: args.address, addressLocality: 'Seoul', addressCountry: 'KR' },
    medicalSpecialty: ['Surgical', 'Vascular'],
    openingHoursSpecification: openingHoursSpecification(args.hours),
  };
}

/** The doctors staff show (`GET /v1/{product}/doctors`), each a Physician of the clinic. */
export function physicians(list: readonly PublicDoctor[], clinicName: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': list.map((doctor) => ({
      '@type': 'Physician',
      name: fullName(doctor),
      description: doctor.title,
      ...(doctor.photo ? { image: SITE_ORIGIN + doctor.photo.src } : {}),
      medicalSpecialty: 'Surgical',
      worksFor: { '@type': 'MedicalClinic', name: clinicName },
    })),
  };
}

export function medicalProcedure(name: string, description: string, extra: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalProcedure',
    name,
    description,
    bodyLocation: 'Leg',
    ...extra,
  };
}

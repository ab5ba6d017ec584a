import { SITE_ORIGIN } from './head';

/** schema.org data: the clinic, its physicians, its procedures. */
export function medicalClinic(args: { name: string; phone: string; address: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: args.name,
    description: args.description,
    url: SITE_ORIGIN + '/',
    telephone: args.phone,
    address: { '@type': 'PostalAddress', streetAddress: args.address, addressLocality: 'Seoul', addressCountry: 'KR' },
    medicalSpecialty: ['Surgical', 'Vascular'],
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '16:00' },
    ],
  };
}

export function physicians(list: Array<{ name: string; subject: string }>, clinicName: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': list.map((p) => ({
      '@type': 'Physician',
      name: p.name,
      description: p.subject,
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

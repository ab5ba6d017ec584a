import type { PublicDoctor } from '@clinic/contract';
import { Illustration } from './Illustration';
import { Picture } from './Picture';

/**
 * A doctor's photo (AVIF/WebP at several widths) or, until staff upload one, the neutral doctor
 * illustration with an alt text that says it is one (`placeholderAlt`). `alt` names the photo.
 */
export function DoctorPhoto({
  doctor,
  alt,
  placeholderAlt,
  sizes,
  className,
}: {
  doctor: PublicDoctor;
  alt: string;
  placeholderAlt: string;
  sizes: string;
  className: string;
}) {
  if (!doctor.photo) return <Illustration name="doctor" alt={placeholderAlt} className={className} />;
  return <Picture image={doctor.photo} alt={alt} sizes={sizes} className={`${className} doctor-photo`} />;
}

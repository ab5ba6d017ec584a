import { DateTimeInput, type DateTimeInputProps } from 'react-admin';
import { koreaInstant, koreaLocal } from './parse';

/**
 * A date and time in Korea time: what staff type is the clinic's clock, not the computer's (a laptop
 * set to another zone would otherwise move every schedule). Stored as an instant.
 */
export function KoreaDateTimeInput(props: DateTimeInputProps) {
  return <DateTimeInput parse={koreaInstant} format={koreaLocal} {...props} />;
}

import { DateInput } from 'react-admin';
import { koreaDay, koreaDayEnd, koreaDayStart } from './parse';

/**
 * The two list filters of a date range on `field` (`<field>_gte`, `<field>_lte`), as Korean calendar
 * days. Spread into a list's `filters` array.
 */
export function koreaDateRange(field: string, labels: { since: string; until: string }, alwaysOn = false) {
  return [
    <DateInput
      key={`${field}_gte`}
      source={`${field}_gte`}
      label={labels.since}
      parse={koreaDayStart}
      format={koreaDay}
      alwaysOn={alwaysOn}
    />,
    <DateInput
      key={`${field}_lte`}
      source={`${field}_lte`}
      label={labels.until}
      parse={koreaDayEnd}
      format={koreaDay}
      alwaysOn={alwaysOn}
    />,
  ];
}

/**
 * The since / until filters on `createdAt` of the lists the dashboard's figures link to (with
 * createdAt_gte: today, this month): requests, questions, member reviews.
 */
export function createdAtRange() {
  return koreaDateRange('createdAt', { since: 'app.createdSince', until: 'app.createdUntil' });
}

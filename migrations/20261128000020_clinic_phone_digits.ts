import type { Knex } from 'knex';
import { eachSettingsRecord } from './lib/settingsRecords';

// Data: the clinic's phone in the settings records (`phone` inside each record's JSON) is kept as
// digits, like every other phone number (`02-555-1234` becomes `025551234`, `+82 2-555-1234` too);
// the API answers it with hyphens. A saved text that is no Korean phone number (`02-555-1234 (대표)`,
// from before the settings checked it) is left as it is: the site shows it unlinked, and the console
// asks staff to correct it on the next save. Running it again changes nothing. Back: digits with hyphens.
// The rules are written out here (no application code in a migration), as contract/src/phoneDigits.ts had them.

const TYPED = /^\+?[\d\s\-().]*$/;
const KOREAN = /^(?:02\d{7,8}|0[13-9]\d{8,9}|1[568]\d{6})$/;

function digitsOf(typed: string): string | undefined {
  const value = typed.trim();
  if (!TYPED.test(value)) return undefined;
  let digits = value.replace(/\D/g, '');
  if (/^\+\s*82/.test(value) || /^00[\s\-.]*82/.test(value)) {
    const national = digits.slice(digits.startsWith('0082') ? 4 : 2).replace(/^0/, '');
    digits = /^1[568]/.test(national) ? national : '0' + national;
  }
  return KOREAN.test(digits) ? digits : undefined;
}

function withHyphens(digits: string): string {
  if (/^1[568]\d{6}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  const middle = rest.length - 4;
  return `${digits.slice(0, area)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

export async function up(knex: Knex): Promise<void> {
  await eachSettingsRecord(knex, (data) => {
    if (typeof data.phone !== 'string') return false;
    const digits = digitsOf(data.phone);
    if (digits === undefined || digits === data.phone) return false;
    data.phone = digits;
    return true;
  });
}

export async function down(knex: Knex): Promise<void> {
  await eachSettingsRecord(knex, (data) => {
    if (typeof data.phone !== 'string' || !/^\d+$/.test(data.phone) || !KOREAN.test(data.phone)) return false;
    data.phone = withHyphens(data.phone);
    return true;
  });
}

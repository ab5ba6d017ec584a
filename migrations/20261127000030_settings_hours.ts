import type { Knex } from 'knex';
import { eachSettingsRecord } from './lib/settingsRecords';

// Data: the opening hours, which page texts, the message catalogs and the JSON-LD held until now,
// become settings fields that staff edit in 사이트 설정 (inside the settings record's JSON):
// `hours` (per weekday: closed, open, close, lunchStart, lunchEnd as HH:MM or ''), `closedOnHolidays`
// and `hoursNote` ({ ko, en, cn, jp }, empty). Every saved record that lacks them gets the hours the
// site showed (weekdays 09:00–18:00 with lunch 13:00–14:00, Saturday 09:00–16:00 without a lunch
// break, Sunday and public holidays closed), so the site says the same until staff change them.
// Back: the three fields are removed.
const WEEKDAY = { closed: false, open: '09:00', close: '18:00', lunchStart: '13:00', lunchEnd: '14:00' };
const FIELDS = {
  hours: {
    mon: WEEKDAY,
    tue: WEEKDAY,
    wed: WEEKDAY,
    thu: WEEKDAY,
    fri: WEEKDAY,
    sat: { closed: false, open: '09:00', close: '16:00', lunchStart: '', lunchEnd: '' },
    sun: { closed: true, open: '', close: '', lunchStart: '', lunchEnd: '' },
  },
  closedOnHolidays: true,
  hoursNote: { ko: '', en: '', cn: '', jp: '' },
} as const;

export async function up(knex: Knex): Promise<void> {
  await eachSettingsRecord(knex, (data) => {
    let changed = false;
    for (const [field, value] of Object.entries(FIELDS)) {
      if (data[field] === undefined) {
        data[field] = JSON.parse(JSON.stringify(value)) as unknown;
        changed = true;
      }
    }
    return changed;
  });
}

export async function down(knex: Knex): Promise<void> {
  await eachSettingsRecord(knex, (data) => {
    let changed = false;
    for (const field of Object.keys(FIELDS)) {
      if (field in data) {
        delete data[field];
        changed = true;
      }
    }
    return changed;
  });
}

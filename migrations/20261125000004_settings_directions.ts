import type { Knex } from 'knex';
import { eachSettingsRecord } from './lib/settingsRecords';

// Data: the directions by subway and by bus and the parking, which page texts held until now, become
// settings fields that staff edit (`subway`, `bus`, `parking`, each `{ ko, en, cn, jp }` inside the
// settings record's JSON). Every saved record that lacks them gets what the clinic information page
// showed, so the site says the same until staff change them. Back: the three fields are removed.
const FIELDS = {
  subway: {
    ko: '○○선 ○○역 0번 출구에서 걸어서 약 0분',
    en: 'About 0 minutes’ walk from exit 0 of ○○ Station (Line ○○)',
    cn: '○○线 ○○站 0号出口步行约0分钟',
    jp: '○○線 ○○駅 0番出口から徒歩約0分',
  },
  bus: {
    ko: '○○ 정류장에서 내려 걸어서 약 0분 (간선 000번, 지선 0000번)',
    en: 'Get off at the ○○ stop, then about 0 minutes’ walk (trunk bus 000, branch bus 0000)',
    cn: '在○○站下车后步行约0分钟（干线000路、支线0000路）',
    jp: '○○停留所で下車、徒歩約0分(幹線000番、支線0000番)',
  },
  parking: {
    ko: '건물 지하 2층부터 지하 5층(B2~B5)까지 무료로 주차하실 수 있습니다.',
    en: 'Parking is free on basement floors B2 to B5 of the building.',
    cn: '大楼地下2层至地下5层（B2~B5）可免费停车。',
    jp: '建物の地下2階から地下5階(B2~B5)まで無料で駐車いただけます。',
  },
} as const;

export async function up(knex: Knex): Promise<void> {
  await eachSettingsRecord(knex, (data) => {
    let changed = false;
    for (const [field, value] of Object.entries(FIELDS)) {
      if (data[field] === undefined) {
        data[field] = { ...value };
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

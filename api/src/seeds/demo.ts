import sharp from 'sharp';
import type { Knex } from 'knex';
import { staffScopes } from '@clinic/contract';
import type { Config } from '../config.js';
import { toDbTime, toJsonText } from '../db/index.js';
import { hasStaffAccount, upsertAccount } from '../modules/auth/index.js';
import { DEFAULT_SETTINGS, writeSettings } from '../modules/settings/index.js';
import { storeImage } from '../services/images/index.js';
import { plainToHtml } from '../services/html/index.js';
import type { Storage } from '../services/storage/index.js';
import { seedDemoBoards } from './boards.js';
import { seedDemoDoctors } from './doctors.js';
import { seedDemoMedia } from './media.js';
import { demoNotices } from '../../../migrations/seeds/data/notices.js';
import { demoFees } from '../../../migrations/seeds/data/fees.js';
import { demoFaqs, faqCategoryNames } from '../../../migrations/seeds/data/faqs.js';
import { demoTerms, type Translated } from '../../../migrations/seeds/data/terms.js';
import { demoMessageTemplates } from '../../../migrations/seeds/data/messageTemplates.js';

export const DEMO_ADMIN = { username: 'admin', password: 'clinic-demo-2026!' } as const;
const PRODUCT = 'clinic';

/**
 * First-run demo content: a clinic's worth of notices, settings, counters, fees, FAQs, terms, a
 * popup, review cards, doctors, videos and photos. Idempotent: each kind is added only where it is missing, so running it
 * again (`npm run db:seed`) never duplicates or overwrites what staff changed.
 */
export async function seedDemoContent(knex: Knex, storage: Storage): Promise<Record<string, number>> {
  const now = toDbTime(new Date());
  const stamp = { created_at: now, updated_at: now };
  const added: Record<string, number> = {};

  // Notices: by title.
  const existing = new Set(
    (
      (await knex('notices')
        .whereIn(
          'title',
          demoNotices.map((n) => n.title),
        )
        .select('title')) as Array<{ title: string }>
    ).map((r) => r.title),
  );
  const notices = demoNotices
    .filter((n) => !existing.has(n.title))
    .map((n) => ({
      title: n.title,
      body: plainToHtml(n.body),
      // Translations as the console stores them: `{ en, cn, jp }` JSON, the bodies as HTML.
      ...(n.translations
        ? {
            title_translated: toJsonText({
              en: n.translations.en.title,
              cn: n.translations.cn.title,
              jp: n.translations.jp.title,
            }),
            body_translated: toJsonText({
              en: plainToHtml(n.translations.en.body),
              cn: plainToHtml(n.translations.cn.body),
              jp: plainToHtml(n.translations.jp.body),
            }),
          }
        : {}),
      pinned: n.pinned,
      published: true,
      published_at: toDbTime(new Date(n.publishedAt)),
      views: 0,
      ...stamp,
    }));
  if (notices.length > 0) await knex('notices').insert(notices);
  added.notices = notices.length;

  // Settings: the demo shows reviews (a new site starts with them off).
  if (!(await knex('settings').where({ product: PRODUCT }).first('id'))) {
    await writeSettings(knex, PRODUCT, { ...DEFAULT_SETTINGS, onReview: true });
    added.settings = 1;
  }

  // Main-page counters, one per code.
  const counts = { all: 4850, clarivein: 3500, venaseal: 1350 };
  added.mains = 0;
  for (const [code, count] of Object.entries(counts)) {
    if (await knex('mains').where({ product: PRODUCT, code }).first('id')) continue;
    await knex('mains').insert({ product: PRODUCT, code, count, ...stamp });
    added.mains += 1;
  }

  // The non-covered fee table (spec section 9).
  if (!(await knex('fees').where({ product: PRODUCT }).first('id'))) {
    await knex('fees').insert(
      demoFees.map((f, i) => ({
        product: PRODUCT,
        category: toJsonText(f.category),
        min_cost: f.minCost,
        max_cost: f.maxCost,
        note: toJsonText(f.note),
        code: f.code ?? null,
        covered: f.covered ?? false,
        duration_min: f.durationMin ?? null,
        duration_max: f.durationMax ?? null,
        position: i + 1,
        enabled: true,
        ...stamp,
      })),
    );
    added.fees = demoFees.length;
  }

  // FAQ categories and questions.
  if (!(await knex('faq_categories').first('id'))) {
    const ids: Record<string, number> = {};
    let position = 0;
    for (const [code, name] of Object.entries(faqCategoryNames)) {
      const [id] = await knex('faq_categories').insert({
        code,
        name: toJsonText(name),
        position: (position += 1),
        ...stamp,
      });
      ids[code] = Number(id);
    }
    await knex('faqs').insert(
      demoFaqs.map((f) => ({
        category_id: ids[f.category],
        question: toJsonText(f.question),
        answer: toJsonText(translatedHtml(f.answer)),
        position: f.position,
        published: true,
        ...stamp,
      })),
    );
    added.faqs = demoFaqs.length;
  }

  // Terms: by code and version.
  added.terms = 0;
  for (const term of demoTerms) {
    if (await knex('terms').where({ code: term.code, version: term.version }).first('id')) continue;
    await knex('terms').insert({
      code: term.code,
      version: term.version,
      required: term.required,
      title: toJsonText(term.title),
      body: toJsonText(translatedHtml(term.body)),
      effective_at: toDbTime(new Date(term.effectiveAt)),
      published: true,
      ...stamp,
    });
    added.terms += 1;
  }

  // One popup, so the "don't show again today" behaviour can be seen.
  if (!(await knex('popups').first('id'))) {
    await knex('popups').insert({
      title: toJsonText({
        ko: '연말연시 진료 일정 안내',
        en: 'Year-end opening hours',
        cn: '年末年初诊疗安排',
        jp: '年末年始の診療日程',
      }),
      body: toJsonText({
        ko: '연말연시 진료 일정은 공지사항에서 확인해 주세요. 방문 전 전화로 확인해 주시면 기다리는 시간을 줄일 수 있습니다.',
        en: 'Please see our notices for the year-end schedule. Calling before you visit helps shorten your wait.',
        cn: '年末年初的诊疗安排请查看公告。来院前先致电确认，可以减少等候时间。',
        jp: '年末年始の診療日程はお知らせでご確認ください。ご来院前にお電話いただくと待ち時間を短くできます。',
      }),
      link: '/center/notice',
      enabled: true,
      position: 1,
      ...stamp,
    });
    added.popups = 1;
  }

  // Message templates for replies to consultation requests: only into an empty list, so a template
  // staff deleted or renamed does not come back.
  if (!(await knex('message_templates').first('id'))) {
    await knex('message_templates').insert(
      demoMessageTemplates.map((template) => ({ ...template, kakao_template_code: '', ...stamp })),
    );
    added.messageTemplates = demoMessageTemplates.length;
  }

  // Review cards for the main-page carousel: cards that say they are examples, with generated
  // pictures; `is_demo` until staff change them (the dashboard lists them until then).
  if (!(await knex('reviews').where({ product: PRODUCT }).first('id'))) {
    const colors = ['#1f5f8b', '#2e7d6b', '#4a6fa5', '#5d6d7e'];
    for (let i = 0; i < 4; i += 1) {
      const picture = await demoPicture(colors[i]!);
      // Fixed names: a second first run (another copy of the server) points at the same files.
      const thumb = await storeImage(storage, 'reviews', picture, `demo-${i + 1}-thumb`);
      const image = await storeImage(storage, 'reviews', picture, `demo-${i + 1}-image`);
      await knex('reviews').insert({
        product: PRODUCT,
        title: `예시 후기 카드 ${i + 1}`,
        content: '예시로 보여 드리는 카드입니다. 후기는 개인의 경험이며 치료 결과는 사람마다 다릅니다.',
        is_demo: true,
        treatment: null,
        thumb: toJsonText(thumb),
        images: toJsonText([image]),
        is_main: true,
        published: true,
        position: i + 1,
        ...stamp,
      });
    }
    added.reviews = 4;
  }
  // Expressions the medical advertising law forbids in reviews (staff edit the list).
  // Boards: clinic news and a health column, each with a few posts.
  Object.assign(added, await seedDemoBoards(knex));
  // The doctors of the team page and the main page's director card (no photos: an illustration shows).
  Object.assign(added, await seedDemoDoctors(knex, PRODUCT));
  // Story and clinic videos, the hero picture, the information slider and the panorama.
  Object.assign(added, await seedDemoMedia(knex, PRODUCT, stamp));
  return added;
}

/** Bodies are stored as HTML (what the console's editor writes); the data files keep plain text. */
function translatedHtml(text: Translated): Translated {
  return { ko: plainToHtml(text.ko), en: plainToHtml(text.en), cn: plainToHtml(text.cn), jp: plainToHtml(text.jp) };
}

/** A plain, calm picture (no text, no people) standing in for a review photo. */
function demoPicture(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <rect width="960" height="720" fill="#eaf2f8"/>
    <circle cx="720" cy="180" r="120" fill="${color}" opacity="0.25"/>
    <path d="M0 560 C 240 460, 480 640, 960 520 L960 720 L0 720 Z" fill="${color}" opacity="0.55"/>
    <path d="M420 140 C 380 300, 520 360, 470 600" stroke="${color}" stroke-width="22" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A demo staff login so a first run can open the console; only when no staff account exists and
 * never in production (there `npm run admin:create` makes the first account).
 */
export async function ensureDemoAdmin(knex: Knex, config: Config): Promise<typeof DEMO_ADMIN | undefined> {
  if (config.env === 'production' || (await hasStaffAccount(knex))) return undefined;
  await upsertAccount(knex, { ...DEMO_ADMIN, name: '데모 관리자', scopes: staffScopes('admin') });
  return DEMO_ADMIN;
}

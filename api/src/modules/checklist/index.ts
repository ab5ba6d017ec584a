import type Router from '@koa/router';
import {
  BUTTON_LINKS,
  DEMO_HOURS,
  DEMO_RECORDS,
  PLACEHOLDER_SETTINGS,
  sameHours,
  TERM_PLACEHOLDERS,
  type DemoChecklist,
  type DemoRecordKind,
  type Settings,
} from '@clinic/contract';
import { countRows, type Knex } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import type { Module } from '../../http/module.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { DEFAULT_SETTINGS, readSettings } from '../settings/index.js';
import { currentTerms } from '../terms/index.js';

/** The table behind each kind of record a first run adds (each has `product` and `is_demo`). */
const TABLES: Record<DemoRecordKind, string> = {
  doctors: 'doctors',
  videos: 'videos',
  photos: 'photos',
  reviews: 'reviews',
};

/** A settings field still holds its placeholder when it, or any language of it, equals the first run's. */
function stillPlaceholder(value: Settings[keyof Settings], first: Settings[keyof Settings]): boolean {
  if (typeof first === 'string') return value === first;
  if (first && typeof first === 'object' && !Array.isArray(first) && value && typeof value === 'object')
    return Object.entries(first).some(
      ([locale, text]) => text !== '' && (value as Record<string, string>)[locale] === text,
    );
  return false;
}

export async function demoChecklist(knex: Knex, product: string): Promise<DemoChecklist> {
  const settings = await readSettings(knex, product);
  const counts = await Promise.all(
    DEMO_RECORDS.map(
      async (kind) => [kind, await countRows(knex(TABLES[kind]).where({ product, is_demo: true }))] as const,
    ),
  );
  const terms = (await currentTerms(knex))
    .filter((term) => TERM_PLACEHOLDERS.some((mark) => term.body.includes(mark)))
    .map((term) => term.code);
  return {
    settings: PLACEHOLDER_SETTINGS.filter((field) =>
      field === 'hours'
        ? sameHours(settings.hours, DEMO_HOURS)
        : stillPlaceholder(settings[field], DEFAULT_SETTINGS[field]),
    ),
    links: BUTTON_LINKS.filter((field) => !settings[field].trim()),
    records: Object.fromEntries(counts) as DemoChecklist['records'],
    terms,
  };
}

/** `GET /console/{product}/checklist`: what the dashboard lists until staff replace it. */
function checklistConsoleRoutes({ db }: AppDeps): Router {
  const router = createRouter();
  router.get('/:product/checklist', async (ctx) => {
    ctx.body = await demoChecklist(db.knex, productParam(ctx));
  });
  return router;
}

/** The first-run checklist: demo values the public site still shows, for the console's dashboard. */
export const checklist: Module = { console: checklistConsoleRoutes };

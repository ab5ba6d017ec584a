import type Router from '@koa/router';
import {
  treatmentCreateInput,
  treatmentUpdateInput,
  type TreatmentCreateInput,
  type TreatmentUpdateInput,
} from '@clinic/contract';
import { table, toJsonText, type TreatmentRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../http/auth.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { fieldError } from '../../http/errors.js';
import { imageColumnRoutes } from '../../http/imageColumns.js';
import { listFields } from '../../http/listQuery.js';
import { createRouter } from '../../http/router.js';
import { createPage, PAGES_TAG } from '../pages/index.js';
import { treatmentRecord, TREATMENTS_TAG } from './store.js';

/**
 * Console: `treatments` (simple REST) with `/:id/picture` (POST a picture, DELETE it). A new treatment
 * gets its page at `/{section}/{slug}` with its name as the title and its subject as the description
 * and opening paragraph, in each language it has a name in (staff write the rest in 페이지 문구); its
 * section and address do not change afterwards. Hidden, it leaves the menu, the main page and the
 * sitemap and its page answers 404: every change clears the treatments' and the pages' cache tags.
 */
export function treatmentsConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const clear = () => {
    cache.invalidate(TREATMENTS_TAG);
    cache.invalidate(PAGES_TAG);
  };
  const pageKey = (input: TreatmentCreateInput) => `${input.section}/${input.slug}`;

  const treatments = crudRoutes(knex, '/treatments', {
    table: 'treatments',
    list: {
      resource: 'treatments',
      fields: listFields({
        sortAndFilter: 'id:number visible:boolean card:boolean section',
        sort: 'position:number slug createdAt:date updatedAt:date',
      }),
      search: ['slug', { translated: 'name' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: treatmentCreateInput,
    updateSchema: treatmentUpdateInput,
    toRecord: treatmentRecord,
    detail: async (row: TreatmentRow) => {
      const text = await table(knex, 'page_texts').where({ page_id: row.page_id, locale: 'ko' }).first('id');
      return treatmentRecord({ ...row, page_text_id: text?.id ?? null });
    },
    validate: async (input, _ctx, existing) => {
      if (existing || !('slug' in input)) return;
      const create = input as TreatmentCreateInput;
      if (
        await table(knex, 'pages')
          .where({ page_key: pageKey(create) })
          .first('id')
      )
        throw fieldError('slug', 'treatmentTaken', 409);
    },
    toColumns: async (input: TreatmentCreateInput | TreatmentUpdateInput, ctx) => {
      const columns = defined({
        name: input.name && toJsonText(input.name),
        name_en: input.nameEn,
        card: input.card,
        card_title: input.cardTitle && toJsonText(input.cardTitle),
        subject: input.subject && toJsonText(input.subject),
        lines: input.lines && toJsonText(input.lines),
        picture_alt: input.pictureAlt && toJsonText(input.pictureAlt),
        illustration: input.illustration,
        position: input.position,
        visible: input.visible,
      });
      if (!('slug' in input)) return columns;
      // A new treatment: its page first (its texts from the treatment's name and subject).
      const create = input as TreatmentCreateInput;
      const auth = ctx.state.auth as AuthState;
      // A translation left empty shows the Korean; the Korean needs a description and an opening.
      const opening = (locale: 'ko' | 'en' | 'cn' | 'jp') =>
        create.subject[locale] || (locale === 'ko' ? create.name.ko : '');
      const pageId = await createPage(knex, pageKey(create), auth.userId, (locale) => ({
        title: create.name[locale],
        description: opening(locale),
        lead: opening(locale),
        sections: [],
      }));
      return { ...columns, section: create.section, slug: create.slug, page_id: pageId };
    },
    uniqueField: 'slug',
    // Hidden, never deleted: its page and the page's history stay.
    noDelete: true,
    onChange: clear,
  });
  imageColumnRoutes(treatments, {
    knex,
    storage,
    table: 'treatments',
    field: 'picture',
    column: 'picture',
    folder: 'treatments',
    answer: treatmentRecord,
    onChange: clear,
  });
  router.use(treatments.routes(), treatments.allowedMethods());
  return router;
}

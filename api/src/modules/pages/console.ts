import { isDeepStrictEqual } from 'node:util';
import type Koa from 'koa';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  IMAGE_BYTES_MAX,
  LOCALES,
  pageContentSchema,
  pageDraftInput,
  pagePublishInput,
  pageTextDiff,
  pageVersionInput,
  sameShape,
  SHARED_PAGE_PREFIX,
  withKoreanHead,
  type ConsolePageLanguage,
  type ConsolePageRevision,
  type Locale,
  type PageBlock,
  type PageContent,
} from '@clinic/contract';
import type { AuthState } from '../../http/auth.js';
import { fromDbTime, table, toDbTime, type Knex, type PageRevisionRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { apiError, fieldErrorsOf, parseOrThrow } from '../../http/errors.js';
import { parseListQuery } from '../../http/listQuery.js';
import { idParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { koreaTime } from '../../http/versions.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { storeImage } from '../../services/images/index.js';
import { PAGES_TAG, sharedBlocks, sharedKeysOf, withSharedBlocks } from './store.js';
import {
  asLocale,
  checkContext,
  checkText,
  consoleText,
  koreanChangesOf,
  parseContent,
  revisionContents,
  textRows,
  type TextRow,
} from './texts.js';

const staffLocale = (ctx: Context): Locale => ctx.state.locale ?? 'ko';

/** The page's address on the public site in `locale`: `home` is `/`, `/en/surgery/venaseal`. */
export const pageUrl = (key: string, locale: Locale) =>
  `${locale === 'ko' ? '' : `/${locale}`}${key === 'home' ? (locale === 'ko' ? '/' : '') : `/${key}`}`;

/**
 * A draft as the rules of its language have it (trimmed), or a 400 naming each field: the schema,
 * the page's own parts kept in shape, and every name in double braces a fact the clinic has.
 */
async function validDraft(knex: Knex, row: TextRow, value: unknown, locale: Locale): Promise<PageContent> {
  const content = parseOrThrow(z.object({ content: pageContentSchema(asLocale(row.locale)) }), { content: value })
    .content as PageContent;
  if (!sameShape(parseContent(row.content), content)) throw fieldErrorsOf({ content: 'pageShapeChanged' });
  const { errors } = checkText(content, asLocale(row.locale), await checkContext(knex), locale);
  // A shared block names a shared text there is, and a shared text holds no shared block itself.
  const shared = row.page_key.startsWith(SHARED_PAGE_PREFIX);
  const known = await sharedBlocks(knex, sharedKeysOf(content), 'ko');
  (content.sections ?? []).forEach((section, s) =>
    section.blocks.forEach((block, b) => {
      if (block.kind === 'shared' && (shared || !known.has(block.key)))
        errors[`content.sections.${s}.blocks.${b}.key`] ??= 'invalid';
    }),
  );
  if (Object.keys(errors).length) throw fieldErrorsOf(errors);
  return content;
}

/** A 409 naming who changed the text last and when. */
const changedMeanwhile = (row: TextRow, locale: Locale) =>
  apiError(409, 'changedMeanwhile', { by: row.username ?? '-', at: koreaTime(row.updated_at, locale) });

/** The text `id` as it is now, in a transaction, refused (409) unless it is still at `version`. */
async function textAt(trx: Knex, id: number, version: number, locale: Locale): Promise<TextRow> {
  const [row] = await textRows(trx, { textId: id });
  if (!row) throw apiError(404, 'notFound');
  if (row.version !== version) throw changedMeanwhile(row, locale);
  return row;
}

/** Writes `changes` to the text, only while it is still at the version it was read at. */
async function writeText(trx: Knex, row: TextRow, userId: number, changes: Record<string, unknown>) {
  const now = toDbTime(new Date());
  const written = await table(trx, 'page_texts')
    .where({ id: row.id, version: row.version })
    .update({ ...changes, version: row.version + 1, updated_by: userId, updated_at: now });
  if (written !== 1) throw apiError(409, 'changedMeanwhile', { by: '-', at: '-' });
  await table(trx, 'pages').where({ id: row.page_id }).update({ updated_at: now });
}

/** The Korean revision patients read now, which a translation published now is made from. */
async function koreanRevision(trx: Knex, pageId: number): Promise<number | null> {
  const ko = await table(trx, 'page_texts').where({ page_id: pageId, locale: 'ko' }).first('published_revision_id');
  return ko?.published_revision_id ?? null;
}

/** Adds a revision and makes it what patients read. */
async function publishRevision(
  trx: Knex,
  row: TextRow,
  userId: number,
  content: PageContent,
  revision: Pick<PageRevisionRow, 'action' | 'restored_from' | 'confirmed_warnings'> & {
    source_revision_id?: number | null;
    /** A draft to keep (a translation marked checked keeps what staff are writing). */
    keepDraft?: string | null;
  },
): Promise<number> {
  const locale = asLocale(row.locale);
  const source =
    locale === 'ko'
      ? null
      : revision.source_revision_id !== undefined
        ? revision.source_revision_id
        : await koreanRevision(trx, row.page_id);
  const [id] = (await table(trx, 'page_revisions').insert({
    page_id: row.page_id,
    locale,
    content: JSON.stringify(content),
    action: revision.action,
    restored_from: revision.restored_from,
    source_revision_id: source,
    confirmed_warnings: revision.confirmed_warnings,
    created_by: userId,
    created_at: toDbTime(new Date()),
  })) as number[];
  await writeText(trx, row, userId, {
    content: JSON.stringify(content),
    draft: revision.keepDraft ?? null,
    published_revision_id: id,
    ...(locale === 'ko' ? {} : { source_revision_id: source }),
  });
  return id!;
}

/** A page in the console's list: its Korean title, and each language's state. */
async function pageList(knex: Knex, staff: Locale, pageId?: number) {
  const rows = await textRows(knex, pageId === undefined ? {} : { pageId });
  const sources = await revisionContents(
    knex,
    rows.map((r) => r.source_revision_id),
  );
  const byPage = new Map<number, TextRow[]>();
  for (const row of rows) byPage.set(row.page_id, [...(byPage.get(row.page_id) ?? []), row]);
  return [...byPage.values()].map((texts) => {
    const ko = texts.find((t) => t.locale === 'ko');
    const koContent = ko ? parseContent(ko.content) : undefined;
    const last = texts.reduce((a, b) => (String(b.updated_at) > String(a.updated_at) ? b : a));
    const languages = Object.fromEntries(
      texts.map((t): [Locale, ConsolePageLanguage] => [
        asLocale(t.locale),
        {
          textId: t.id,
          hasDraft: t.draft !== null,
          needsCheck:
            t.locale !== 'ko' && koreanChangesOf(sources.get(t.source_revision_id ?? -1), koContent, staff).length > 0,
          updatedAt: fromDbTime(t.updated_at)!,
          updatedBy: t.updated_by === null ? null : t.username,
        },
      ]),
    ) as Record<Locale, ConsolePageLanguage>;
    return {
      id: texts[0]!.page_id,
      key: texts[0]!.page_key,
      title: koContent?.title ?? texts[0]!.page_key,
      languages,
      hasDraft: texts.some((t) => t.draft !== null),
      needsCheck: LOCALES.some((l) => languages[l]?.needsCheck),
      updatedAt: fromDbTime(last.updated_at)!,
      updatedBy: last.updated_by === null ? null : last.username,
    };
  });
}

type RevisionRow = PageRevisionRow & { username: string | null };

/**
 * Console: `pages` (the list: each page with its languages' state), `page-texts` (one language's
 * text: read, save a draft, publish, mark a translation checked, discard the draft, preview) and
 * `page-revisions` (the published versions of a text, each restorable). Every write names the
 * version it was made on: a text changed meanwhile is refused (409) with who changed it and when.
 * A publish or restore clears the `pages` tag: the page shows the new words on the next request.
 */
export function pageConsoleRoutes({ db, cache, pagePreview, storage }: AppDeps) {
  const router = createRouter();
  const knex = db.knex;

  router.get('/pages', async (ctx) => {
    const list = await pageList(knex, staffLocale(ctx));
    ctx.set('Content-Range', `pages 0-${Math.max(list.length - 1, 0)}/${list.length}`);
    ctx.body = list;
  });
  router.get('/pages/:id', async (ctx) => {
    const [page] = await pageList(knex, staffLocale(ctx), idParam(ctx.params.id));
    if (!page) throw apiError(404, 'notFound');
    ctx.body = page;
  });

  const answerText = async (ctx: Context, id: number) => {
    const text = await consoleText(knex, id, staffLocale(ctx));
    if (!text) throw apiError(404, 'notFound');
    ctx.body = text;
  };
  router.get('/page-texts/:id', (ctx) => answerText(ctx, idParam(ctx.params.id)));

  // Save: the draft, checked; patients go on reading the published text.
  router.put('/page-texts/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseOrThrow(pageDraftInput, ctx.request.body);
    const locale = staffLocale(ctx);
    const auth = ctx.state.auth as AuthState;
    await knex.transaction(async (trx) => {
      const row = await textAt(trx, id, input.version, locale);
      const content = await validDraft(trx, row, input.content, locale);
      // The same words as patients read now: no draft is kept.
      const same = isDeepStrictEqual(content, parseContent(row.content));
      await writeText(trx, row, auth.userId, { draft: same ? null : JSON.stringify(content) });
    });
    await answerText(ctx, id);
  });

  // Publish: the draft becomes what patients read, as a new revision.
  router.post('/page-texts/:id/publish', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseOrThrow(pagePublishInput, ctx.request.body);
    const locale = staffLocale(ctx);
    const auth = ctx.state.auth as AuthState;
    await knex.transaction(async (trx) => {
      const row = await textAt(trx, id, input.version, locale);
      if (row.draft === null) throw apiError(409, 'pageNoDraft');
      const content = await validDraft(trx, row, parseContent(row.draft), locale);
      const { warnings } = checkText(content, asLocale(row.locale), await checkContext(trx), locale);
      if (warnings.length && !input.confirmed) throw apiError(409, 'pageWarningsUnconfirmed');
      await publishRevision(trx, row, auth.userId, content, {
        action: 'publish',
        restored_from: null,
        confirmed_warnings: warnings.length ? JSON.stringify(warnings.map((w) => w.message)) : null,
      });
    });
    cache.invalidate(PAGES_TAG);
    await answerText(ctx, id);
  });

  // A translation read against the Korean and found right: 번역 확인 필요 is cleared, the words stay.
  router.post('/page-texts/:id/check', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseOrThrow(pageVersionInput, ctx.request.body);
    const locale = staffLocale(ctx);
    const auth = ctx.state.auth as AuthState;
    await knex.transaction(async (trx) => {
      const row = await textAt(trx, id, input.version, locale);
      if (row.locale === 'ko') throw apiError(409, 'pageNotTranslation');
      await publishRevision(trx, row, auth.userId, parseContent(row.content), {
        action: 'check',
        restored_from: null,
        confirmed_warnings: null,
        // The draft, if any, is kept: checking is about what patients read.
        keepDraft: row.draft,
      });
    });
    await answerText(ctx, id);
  });

  router.post('/page-texts/:id/discard', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseOrThrow(pageVersionInput, ctx.request.body);
    const auth = ctx.state.auth as AuthState;
    await knex.transaction(async (trx) => {
      const row = await textAt(trx, id, input.version, staffLocale(ctx));
      if (row.draft !== null) await writeText(trx, row, auth.userId, { draft: null });
    });
    await answerText(ctx, id);
  });

  // A picture for a figure of this text: stored (re-encoded, metadata removed) and answered; the
  // form puts it into the figure, and the page shows it once the text is published. Pictures are
  // kept: a revision may show them again when it is restored.
  router.post('/page-texts/:id/figures', multipart({ maxFiles: 1, maxFileBytes: IMAGE_BYTES_MAX }), async (ctx) => {
    const id = idParam(ctx.params.id);
    const [row] = await textRows(knex, { textId: id });
    if (!row) throw apiError(404, 'notFound');
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    ctx.status = 201;
    ctx.body = { picture: await storeImage(storage, 'pages', file.buffer) };
  });

  // Preview: the text as sent (the form as it is now), through the site's own server render.
  router.post('/page-texts/:id/preview', async (ctx) => {
    const id = idParam(ctx.params.id);
    const body = parseOrThrow(z.object({ content: z.record(z.string(), z.unknown()) }), ctx.request.body);
    const [row] = await textRows(knex, { textId: id });
    if (!row) throw apiError(404, 'notFound');
    const content = await validDraft(knex, row, body.content, staffLocale(ctx));
    const textLocale = asLocale(row.locale);
    if (!pagePreview) throw apiError(503, 'unavailable');
    // A shared text is previewed in the first page that shows it; any other page as itself.
    let pageKey = row.page_key;
    let pageContent = content;
    let instead: { key: string; blocks: PageBlock[] } | undefined;
    if (row.page_key.startsWith(SHARED_PAGE_PREFIX)) {
      const key = row.page_key.slice(SHARED_PAGE_PREFIX.length);
      const host = (await textRows(knex)).find(
        (t) => t.locale === row.locale && sharedKeysOf(parseContent(t.content)).includes(key),
      );
      if (!host) throw apiError(404, 'notFound');
      pageKey = host.page_key;
      pageContent = parseContent(host.content);
      instead = { key, blocks: (content.sections ?? []).flatMap((s) => s.blocks) };
    }
    const host = await table(knex, 'pages').where({ page_key: pageKey }).first('id');
    const korean =
      textLocale === 'ko' || !host
        ? undefined
        : await table(knex, 'page_texts').where({ page_id: host.id, locale: 'ko' }).first('content');
    const shown = await withSharedBlocks(
      knex,
      withKoreanHead(pageContent, korean ? parseContent(korean.content) : undefined),
      textLocale,
      instead,
    );
    const html = await pagePreview(ctx.app as Koa, pageUrl(pageKey, textLocale), {
      key: pageKey,
      locale: textLocale,
      content: shown,
    });
    if (html === undefined) throw apiError(503, 'unavailable');
    ctx.body = { html };
  });

  // The published versions of one text, newest first, each with what it changed.
  router.get('/page-revisions', async (ctx) => {
    const list = parseListQuery(ctx.query, {
      resource: 'page-revisions',
      fields: {
        id: { column: 'id', type: 'number', sortable: true },
        textId: { column: 'text_id', type: 'number', filterable: true },
      },
      search: [],
      defaultSort: ['id', 'DESC'],
      maxPage: 50,
    });
    const textId = Number(list.conditions.find((c) => c.column === 'text_id' && c.operator === '=')?.value);
    if (!Number.isSafeInteger(textId)) throw apiError(400, 'badRequest');
    const [text] = await textRows(knex, { textId });
    if (!text) throw apiError(404, 'notFound');
    const base = () =>
      table(knex, 'page_revisions')
        .where('page_revisions.page_id', text.page_id)
        .where('page_revisions.locale', text.locale);
    const total = Number(((await base().count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
    const { start, end } = list.range;
    // One more than the page: the revision before the last one shown, to tell what that one changed.
    const rows = (await base()
      .leftJoin('users', 'users.id', 'page_revisions.created_by')
      .select('page_revisions.*', 'users.username')
      .orderBy('page_revisions.id', 'desc')
      .offset(start)
      .limit(end - start + 2)) as RevisionRow[];
    const locale = staffLocale(ctx);
    const shown = rows.slice(0, end - start + 1);
    const out: ConsolePageRevision[] = shown.map((r, i) => {
      const before = rows[i + 1];
      return {
        id: r.id,
        textId: text.id,
        pageId: text.page_id,
        key: text.page_key,
        locale: asLocale(r.locale),
        action: r.action,
        restoredFrom: r.restored_from,
        createdAt: fromDbTime(r.created_at)!,
        createdBy: r.created_by === null ? null : r.username,
        changes: before ? pageTextDiff(parseContent(before.content), parseContent(r.content), locale) : [],
        confirmedWarnings: r.confirmed_warnings ? (JSON.parse(r.confirmed_warnings) as string[]) : [],
        current: r.id === text.published_revision_id,
      };
    });
    ctx.set(
      'Content-Range',
      out.length ? `page-revisions ${start}-${start + out.length - 1}/${total}` : `page-revisions */${total}`,
    );
    ctx.body = out;
  });

  // Restore: an earlier version becomes what patients read again, as a new revision.
  router.post('/page-revisions/:id/restore', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseOrThrow(pageVersionInput, ctx.request.body);
    const auth = ctx.state.auth as AuthState;
    const revision = await table(knex, 'page_revisions').where({ id }).first();
    if (!revision) throw apiError(404, 'notFound');
    const text = await table(knex, 'page_texts')
      .where({ page_id: revision.page_id, locale: revision.locale })
      .first('id');
    if (!text) throw apiError(404, 'notFound');
    await knex.transaction(async (trx) => {
      const row = await textAt(trx, text.id, input.version, staffLocale(ctx));
      await publishRevision(trx, row, auth.userId, parseContent(revision.content), {
        action: 'restore',
        restored_from: revision.id,
        confirmed_warnings: null,
        // A translation restored stands beside the Korean it was made from: marked if that changed.
        source_revision_id: revision.source_revision_id,
      });
    });
    cache.invalidate(PAGES_TAG);
    ctx.body = await consoleText(knex, text.id, staffLocale(ctx));
  });

  return router;
}

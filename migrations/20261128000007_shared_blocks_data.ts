import type { Knex } from 'knex';
import { SHARED_BLOCKS } from './data/20261128000007_shared_blocks';

// Data: the blocks the surgery pages had word for word in common (the warning signs to call about,
// the note on what the cost depends on, …; seven, frozen in data/20261128000007_shared_blocks.ts)
// become shared texts staff write once: a page `shared/{key}` with its text in four languages and
// their first revisions. In each surgery page's text (published and draft), a block still exactly
// the shared one is replaced by a reference to it (`{ kind: 'shared', key }`), as a revision with no
// author; patients read the same words. A block staff have changed stays a copy. Every step checks
// first: a shared text already there is left as it is, a text with no such block is not touched, so
// a re-run after a stop half-way does only what is missing.
// Back: puts the blocks back as copies where references are, and removes the shared texts.
const LOCALES = ['ko', 'en', 'cn', 'jp'] as const;
const now = () => new Date().toISOString().slice(0, 23).replace('T', ' ');

interface Text {
  id: number;
  page_id: number;
  locale: string;
  content: string;
  draft: string | null;
  version: number;
  published_revision_id: number | null;
  source_revision_id: number | null;
}
type Block = Record<string, unknown>;
type Content = { sections?: Array<{ blocks: Block[] }> } & Record<string, unknown>;

/** The content with each block equal to `from` replaced by `to`; undefined when none was. */
function replaced(json: string, swaps: Array<{ from: Block; to: Block }>): string | undefined {
  const content = JSON.parse(json) as Content;
  let changed = false;
  const sections = content.sections?.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => {
      const swap = swaps.find((s) => JSON.stringify(s.from) === JSON.stringify(block));
      if (!swap) return block;
      changed = true;
      return swap.to;
    }),
  }));
  return changed ? JSON.stringify({ ...content, sections }) : undefined;
}

/** A new revision of `text` with `content`, made what patients read. */
async function revise(knex: Knex, text: Text, content: string, draft: string | null, source: number | null) {
  const [revision] = (await knex('page_revisions').insert({
    page_id: text.page_id,
    locale: text.locale,
    content,
    action: 'publish',
    restored_from: null,
    source_revision_id: source,
    confirmed_warnings: null,
    created_by: null,
    created_at: now(),
  })) as number[];
  await knex('page_texts')
    .where({ id: text.id })
    .update({ content, draft, published_revision_id: revision, version: text.version + 1, updated_at: now() });
  return revision!;
}

/** Swaps blocks in the texts of page `key`, Korean first; translations in step stay in step. */
async function swapInPage(knex: Knex, key: string, swapsFor: (locale: string) => Array<{ from: Block; to: Block }>) {
  const page = (await knex('pages').where({ page_key: key }).first('id')) as { id: number } | undefined;
  if (!page) return;
  const texts = (await knex('page_texts').where({ page_id: page.id })) as Text[];
  const ko = texts.find((t) => t.locale === 'ko');
  let koNow: number | null = ko?.published_revision_id ?? null;
  for (const text of [...texts].sort((a, b) => (a.locale === 'ko' ? -1 : b.locale === 'ko' ? 1 : 0))) {
    const swaps = swapsFor(text.locale);
    const content = replaced(text.content, swaps);
    const draft = text.draft === null ? null : (replaced(text.draft, swaps) ?? text.draft);
    if (content === undefined) continue;
    const inStep = text.locale !== 'ko' && text.source_revision_id === ko?.published_revision_id;
    const source = text.locale === 'ko' ? null : inStep ? koNow : text.source_revision_id;
    const revision = await revise(knex, text, content, draft, source);
    if (text.locale === 'ko') koNow = revision;
    else await knex('page_texts').where({ id: text.id }).update({ source_revision_id: source });
  }
  // Translations not swapped (none here) that stood beside the old Korean stand beside the new one.
  if (ko && koNow !== ko.published_revision_id) {
    await knex('page_texts')
      .where({ page_id: page.id, source_revision_id: ko.published_revision_id })
      .whereNot({ locale: 'ko' })
      .update({ source_revision_id: koNow });
  }
}

export async function up(knex: Knex): Promise<void> {
  for (const shared of SHARED_BLOCKS) {
    const key = `shared/${shared.key}`;
    if (await knex('pages').where({ page_key: key }).first('id')) continue;
    await knex.transaction(async (trx) => {
      await trx('pages').insert({ page_key: key, created_at: now(), updated_at: now() });
      const page = (await trx('pages').where({ page_key: key }).first('id')) as { id: number };
      let korean: number | null = null;
      for (const locale of LOCALES) {
        const content = JSON.stringify(shared.content[locale]);
        const source = locale === 'ko' ? null : korean;
        const [revision] = (await trx('page_revisions').insert({
          page_id: page.id,
          locale,
          content,
          action: 'first',
          restored_from: null,
          source_revision_id: source,
          confirmed_warnings: null,
          created_by: null,
          created_at: now(),
        })) as number[];
        await trx('page_texts').insert({
          page_id: page.id,
          locale,
          content,
          version: 1,
          updated_by: null,
          draft: null,
          published_revision_id: revision,
          source_revision_id: source,
          created_at: now(),
          updated_at: now(),
        });
        if (locale === 'ko') korean = revision!;
      }
    });
  }
  const pages = [...new Set(SHARED_BLOCKS.flatMap((s) => s.pages))];
  for (const key of pages) {
    await swapInPage(knex, key, (locale) =>
      SHARED_BLOCKS.filter((s) => s.pages.includes(key)).map((s) => ({
        from: s.content[locale]!.sections[0]!.blocks[0] as Block,
        to: { kind: 'shared', key: s.key },
      })),
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  const pages = [...new Set(SHARED_BLOCKS.flatMap((s) => s.pages))];
  for (const key of pages) {
    await swapInPage(knex, key, (locale) =>
      SHARED_BLOCKS.filter((s) => s.pages.includes(key)).map((s) => ({
        from: { kind: 'shared', key: s.key },
        to: s.content[locale]!.sections[0]!.blocks[0] as Block,
      })),
    );
  }
  for (const shared of SHARED_BLOCKS) {
    const page = (await knex('pages')
      .where({ page_key: `shared/${shared.key}` })
      .first('id')) as { id: number } | undefined;
    if (!page) continue;
    await knex('page_revisions').where({ page_id: page.id }).delete();
    await knex('page_texts').where({ page_id: page.id }).delete();
    await knex('pages').where({ id: page.id }).delete();
  }
}

import type { Knex } from 'knex';
import { TREATMENTS } from './data/20261128000006_treatments';

// Data: the nine treatments the menu listed (three without surgery, six surgeries, whose cards the
// main page shows), frozen in data/20261128000006_treatments.ts, each tied to its page; a treatment
// already there (by section and slug), or whose page is missing, is left alone. Then the cards leave
// the main page's text, where they were until now (`surgeries.cards` of each language's published
// text and draft; nothing else of the text changes), as a revision of the text with no author. Each
// step checks what is there first: a re-run after a stop half-way does only what is missing.
// Back: puts nothing back into the main page's text (its revisions keep the cards) and removes the
// nine rows.
const now = () => new Date().toISOString().slice(0, 23).replace('T', ' ');

export async function up(knex: Knex): Promise<void> {
  for (const t of TREATMENTS) {
    const page = (await knex('pages')
      .where({ page_key: `${t.section}/${t.slug}` })
      .first('id')) as { id: number } | undefined;
    if (!page) continue;
    if (await knex('treatments').where({ section: t.section, slug: t.slug }).first('id')) continue;
    await knex('treatments').insert({
      section: t.section,
      slug: t.slug,
      page_id: page.id,
      name: JSON.stringify(t.name),
      name_en: t.nameEn,
      card: t.card,
      card_title: JSON.stringify(t.cardTitle),
      subject: JSON.stringify(t.subject),
      lines: JSON.stringify(t.lines),
      picture_alt: JSON.stringify(t.pictureAlt),
      illustration: t.illustration,
      picture: null,
      position: t.position,
      visible: true,
      created_at: now(),
      updated_at: now(),
    });
  }
  const home = (await knex('pages').where({ page_key: 'home' }).first('id')) as { id: number } | undefined;
  if (!home) return;
  const texts = (await knex('page_texts').where({ page_id: home.id })) as Array<{
    id: number;
    locale: string;
    content: string;
    draft: string | null;
    version: number;
    published_revision_id: number | null;
  }>;
  const koBefore = (texts.find((t) => t.locale === 'ko') as { published_revision_id?: number } | undefined)
    ?.published_revision_id;
  const withoutCards = (json: string) => {
    const content = JSON.parse(json) as { surgeries?: Record<string, unknown> };
    if (!content.surgeries || !('cards' in content.surgeries)) return undefined;
    const { cards: _cards, ...surgeries } = content.surgeries;
    return JSON.stringify({ ...content, surgeries });
  };
  for (const text of texts) {
    const content = withoutCards(text.content);
    const draft = text.draft === null ? null : (withoutCards(text.draft) ?? text.draft);
    if (content === undefined) continue;
    const [revision] = (await knex('page_revisions').insert({
      page_id: home.id,
      locale: text.locale,
      content,
      action: 'publish',
      restored_from: null,
      source_revision_id: null,
      confirmed_warnings: null,
      created_by: null,
      created_at: now(),
    })) as number[];
    await knex('page_texts')
      .where({ id: text.id })
      .update({ content, draft, published_revision_id: revision, version: text.version + 1, updated_at: now() });
  }
  // A translation that stood beside the Korean with the cards stands beside the Korean without them.
  const ko = await knex('page_texts').where({ page_id: home.id, locale: 'ko' }).first('published_revision_id');
  if (ko && koBefore !== undefined && ko.published_revision_id !== koBefore) {
    await knex('page_texts')
      .where({ page_id: home.id, source_revision_id: koBefore })
      .whereNot({ locale: 'ko' })
      .update({ source_revision_id: ko.published_revision_id });
    await knex('page_revisions')
      .where({ page_id: home.id, action: 'publish', created_by: null })
      .whereNot({ locale: 'ko' })
      .whereNull('source_revision_id')
      .update({ source_revision_id: ko.published_revision_id });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const t of TREATMENTS) await knex('treatments').where({ section: t.section, slug: t.slug }).delete();
}

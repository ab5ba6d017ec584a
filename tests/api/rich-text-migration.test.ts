import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { plainToHtml } from '../../api/src/services/html/index.ts';
import { toDbTime } from '../../api/src/db/index.ts';
import { seedDemoContent } from '../../api/src/seeds/demo.ts';
import { LocalStorage } from '../../api/src/services/storage/index.ts';
import { demoNotices } from '../../migrations/seeds/data/notices.ts';
import { demoFaqs } from '../../migrations/seeds/data/faqs.ts';
import { demoTerms } from '../../migrations/seeds/data/terms.ts';
import * as richTextMigration from '../../migrations/20261121000006_rich_text_bodies.ts';
import { useTestApp } from './support/testApp.ts';
import { tr } from './support/content.ts';
import { useRichTextApp } from './support/richText.ts';
import { api, t } from './support/staffApp.ts';

// Plain text becomes HTML: plainToHtml for the seeds, and the data migration 20261121000006 that
// converts bodies stored as plain text.

useRichTextApp();

describe('plainToHtml (seeds) and the data migration 20261121000006', () => {
  it('turns the plain-text format into HTML, escaped', () => {
    expect(plainToHtml('안내 & <공지>\n둘째 줄\n\n## 제1조\n본문\n- 하나\n- 둘\n\n- 셋')).toBe(
      '<p>안내 &amp; &lt;공지&gt;<br>둘째 줄</p><h2>제1조</h2><p>본문</p><ul><li>하나</li><li>둘</li></ul><ul><li>셋</li></ul>',
    );
    expect(plainToHtml('')).toBe('');
  });

  async function insertPlain(knex: Knex): Promise<{ notice: number; faq: number; term: number }> {
    const now = toDbTime(new Date());
    const stamp = { created_at: now, updated_at: now };
    const [notice] = await knex('notices').insert({
      title: '옛 공지',
      body: demoNotices[0]!.body,
      published: true,
      published_at: now,
      ...stamp,
    });
    const [category] = await knex('faq_categories').insert({ code: 'old', name: JSON.stringify(tr('옛')), ...stamp });
    const faqData = demoFaqs[0]!;
    const [faq] = await knex('faqs').insert({
      category_id: category,
      question: JSON.stringify(faqData.question),
      answer: JSON.stringify({ ...faqData.answer, jp: '' }),
      ...stamp,
    });
    const termData = demoTerms[0]!;
    const [term] = await knex('terms').insert({
      code: termData.code,
      version: '2020-01-01',
      title: JSON.stringify(termData.title),
      body: JSON.stringify(termData.body),
      effective_at: now,
      ...stamp,
    });
    return { notice: Number(notice), faq: Number(faq), term: Number(term) };
  }

  it('converts stored plain text exactly as the seeds do, leaves HTML alone, and runs again harmlessly', async () => {
    const knex = t.db.knex;
    const ids = await insertPlain(knex);
    const html = (await knex('notices').where({ id: ids.notice }).first('body')) as { body: string };
    const untouched = await api.create('center/notifications', { title: 'HTML 공지', body: '<p>이미 HTML</p>' });

    await richTextMigration.up(knex);
    const read = async () => ({
      notice: ((await knex('notices').where({ id: ids.notice }).first('body')) as { body: string }).body,
      faq: JSON.parse(((await knex('faqs').where({ id: ids.faq }).first('answer')) as { answer: string }).answer),
      term: JSON.parse(((await knex('terms').where({ id: ids.term }).first('body')) as { body: string }).body),
    });
    const after = await read();
    expect(after.notice).toBe(plainToHtml(html.body));
    expect(after.faq).toEqual({
      ko: plainToHtml(demoFaqs[0]!.answer.ko),
      en: plainToHtml(demoFaqs[0]!.answer.en),
      cn: plainToHtml(demoFaqs[0]!.answer.cn),
      jp: '',
    });
    for (const locale of ['ko', 'en', 'cn', 'jp'] as const)
      expect(after.term[locale]).toBe(plainToHtml(demoTerms[0]!.body[locale]));
    expect(after.term.ko).toContain('<h2>제1조(목적)</h2>');
    const kept = (await knex('notices').where({ id: untouched.body.id }).first('body')) as { body: string };
    expect(kept.body).toBe('<p>이미 HTML</p>');

    await richTextMigration.up(knex);
    expect(await read()).toEqual(after);

    // Down goes back to the plain-text format, roughly (headings, lists and paragraphs survive).
    await richTextMigration.down(knex);
    const back = await read();
    expect(back.notice).toBe(demoNotices[0]!.body);
    expect(back.term.ko).toContain('## 제1조(목적)');
    expect(back.term.ko.startsWith('## 제1조(목적)\n\n')).toBe(true);
    await richTextMigration.up(knex);
    expect((await read()).notice).toBe(after.notice);
  });

  // A database of its own, with nothing but what the seed writes.
  const fresh = useTestApp();
  it(
    'the demo seed (on a fresh database) stores notices, FAQ answers and terms as HTML',
    { timeout: 120_000 },
    async () => {
      const knex = fresh.db.knex;
      await seedDemoContent(knex, new LocalStorage(path.join(fresh.config.dataDir, 'uploads')));
      const notices = (await knex('notices').select('body')) as Array<{ body: string }>;
      expect(notices).toHaveLength(demoNotices.length);
      expect(notices.map((n) => n.body).sort()).toEqual(demoNotices.map((n) => plainToHtml(n.body)).sort());
      const answers = ((await knex('faqs').select('answer')) as Array<{ answer: string }>).map((r) =>
        JSON.parse(r.answer),
      );
      expect(answers).toHaveLength(demoFaqs.length);
      const terms = ((await knex('terms').select('body')) as Array<{ body: string }>).map((r) => JSON.parse(r.body));
      expect(terms).toHaveLength(demoTerms.length);
      for (const value of [...answers, ...terms])
        for (const locale of ['ko', 'en', 'cn', 'jp'] as const) {
          expect(value[locale]).toMatch(/^<(p|h2|ul)>/);
          expect(value[locale]).not.toMatch(/^## |\n- /m);
        }
    },
  );
});

import { describe, expect, it } from 'vitest';
import {
  checkPageText,
  describePagePath,
  LOCALES,
  pageContentSchema,
  pageTextDiff,
  sameShape,
  wordDiff,
  type PageContent,
} from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';

/**
 * The rules of a page's text as staff write it (contract/src/pageText.ts), which the API applies on
 * save and publish and the console shows: every first-run text meets them; the checks name what they
 * find and where; the diff says what changed, in reading order.
 */

const venaseal = () => structuredClone(PAGE_TEXTS['surgery/venaseal']!.ko) as PageContent;
const check = (content: unknown, words: string[] = ['완치', '통증 없이']) =>
  checkPageText(
    content,
    { locale: 'ko', words, feeCodes: ['nonthermal', 'rfa', 'laser', 'stripping'] },
    (path) => describePagePath(path, content, 'ko'),
    (key, params) => `${key} ${JSON.stringify(params)}`,
  );

describe('the first run’s texts', () => {
  it('meet the rules of their language, keep their shape, and raise no error or warning', () => {
    for (const [key, byLocale] of Object.entries(PAGE_TEXTS)) {
      for (const locale of LOCALES) {
        const content = byLocale[locale];
        const parsed = pageContentSchema(locale).safeParse(content);
        expect(parsed.success, `${key} ${locale}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
        expect(sameShape(content, structuredClone(content)), key).toBe(true);
        const { errors, warnings } = check(content);
        expect(errors, `${key} ${locale}`).toEqual({});
        expect(warnings, `${key} ${locale}`).toEqual([]);
      }
    }
  });
});

describe('the checks', () => {
  it('name a forbidden expression and a typed phone number with their block; an unknown fact is an error', () => {
    const content = venaseal();
    content.sections![1]!.blocks[0] = {
      kind: 'p',
      text: '완치를 약속합니다. 전화 02-555-1234, {{nope}}, {{fee.nosuch}}.',
    };
    const { errors, warnings } = check(content);
    expect(Object.keys(errors)).toEqual(['content.sections.1.blocks.0.text']);
    expect(errors['content.sections.1.blocks.0.text']).toMatch(/^unknownFact\?name=/);
    expect(warnings.map((w) => [w.kind, w.match])).toEqual([
      ['word', '완치'],
      ['phone', '02-555-1234'],
    ]);
    expect(warnings[0]!.message).toContain(`2번째 섹션 ‘${content.sections![1]!.heading}’ › 1번째 블록(문단)`);
    // Known facts, the hours' parts and fee codes that exist, are fine; so are other numbers.
    content.sections![1]!.blocks[0] = {
      kind: 'p',
      text: '{{phone}}, {{hours.summary}}, {{fee.rfa}}; 2024년 3월, 0.5초, 30~40분.',
    };
    expect(check(content)).toEqual({ errors: {}, warnings: [] });
  });

  it('refuse what a page’s code relies on: its own parts taken away or reshaped, numbers changed', () => {
    const content = venaseal();
    const { facts: _facts, ...withoutFacts } = content;
    expect(sameShape(content, withoutFacts)).toBe(false);
    expect(sameShape(content, { ...content, facts: { ...(content.facts as object), extra: 'x' } })).toBe(false);
    const quiz = structuredClone(PAGE_TEXTS['varicose/self-diagnosis']!.ko) as PageContent & {
      results: Array<{ min: number }>;
    };
    const moved = structuredClone(quiz);
    moved.results[0]!.min = 3;
    expect(sameShape(quiz, moved)).toBe(false);
    // Sections and their blocks are staff's to change.
    expect(sameShape(content, { ...content, sections: [] })).toBe(true);
  });
});

describe('what changed', () => {
  it('is said in reading order: a changed block, an added section, a field', () => {
    const before = venaseal();
    const after = venaseal();
    after.title = `${before.title} (고침)`;
    (after.sections![2]!.blocks[0] as { text: string }).text += ' 덧붙인 문장.';
    after.sections!.unshift({ heading: '새 섹션', blocks: [{ kind: 'note', text: '새 알림' }] });
    const changes = pageTextDiff(before, after, 'ko');
    expect(changes.map((c) => [c.op, c.path])).toEqual([
      ['changed', 'content.title'],
      ['added', 'content.sections.0.heading'],
      ['added', 'content.sections.0.blocks.0'],
      ['changed', 'content.sections.3.blocks.0'],
    ]);
    expect(changes[3]!.where).toMatch(/^4번째 섹션 ‘.+’ › 1번째 블록\(문단\)$/);
    expect(pageTextDiff(before, structuredClone(before), 'ko')).toEqual([]);
  });

  it('marks the words removed and added, by character where words are not spaced', () => {
    expect(wordDiff('정맥을 닫습니다', '정맥을 붙여 닫습니다')).toEqual([
      { text: '정맥을 ', op: 'kept' },
      { text: '붙여 ', op: 'added' },
      { text: '닫습니다', op: 'kept' },
    ]);
    expect(wordDiff('静脈を閉じる', '静脈を塞ぐ').filter((p) => p.op !== 'kept').length).toBeGreaterThan(0);
  });
});

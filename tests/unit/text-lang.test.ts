import { describe, expect, it } from 'vitest';
import { isKorean, textLang } from '../../public-site/src/lib/textLang.tsx';
import { fillFactsInHtml, type Facts } from '../../public-site/src/lib/facts.ts';

/**
 * The rule that tells which texts from data are Korean on a page in another language (language of
 * parts, WCAG 3.1.2). How `Lang` marks them is seen in the pages themselves, rendered by the
 * server (tests/api/pages-language.test.ts) and hydrated in Chromium (tests/e2e/language.spec.ts).
 */

describe('a text is Korean', () => {
  it('when its Korean words are at least as many as its others, a Chinese or Japanese character counting half', () => {
    for (const text of [
      '예시 후기 카드 1',
      'VenaSeal 후기',
      'ClariVein 시술 안내',
      '정*순',
      '안내문.pdf',
      '02-555-1234 대표',
    ])
      expect(isKorean(text), text).toBe(true);
    for (const text of [
      'Gil-dong Hong',
      'Ask for 정맥 at the front desk, please',
      '서울하지정맥 흉부외과是诊治下肢静脉曲张的胸外科医院。',
      'ソウル静脈クリニック',
      '3,300,000',
      '',
    ])
      expect(isKorean(text), text).toBe(false);
  });

  it('is marked on a page in another language only; the language the data gives wins', () => {
    expect(textLang('후기', 'en')).toBe('ko');
    expect(textLang('후기', 'ko')).toBeUndefined();
    expect(textLang('Review', 'en')).toBeUndefined();
    expect(textLang('Review', 'cn', 'ko')).toBe('ko');
    expect(textLang('通知', 'cn', 'cn')).toBeUndefined();
    expect(textLang('Notice', 'jp', 'en')).toBe('en');
  });
});

describe('a fact filled into rich text', () => {
  it('is in a span with its language when it differs from the text’s, still escaped, never in a tag', () => {
    const facts = { clinicName: '서울 & 의원', phone: '02-555-1234' } as unknown as Facts;
    const langOf = (fact: string) => (isKorean(fact) ? 'ko' : undefined);
    expect(fillFactsInHtml('<p title="{{clinicName}}">{{clinicName}}是医院。{{phone}}</p>', facts, langOf)).toBe(
      '<p><span lang="ko">서울 &amp; 의원</span>是医院。02-555-1234</p>',
    );
    expect(fillFactsInHtml('<p>{{clinicName}}</p>', facts)).toBe('<p>서울 &amp; 의원</p>');
  });
});

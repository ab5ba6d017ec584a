import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../public-site/src/features/varicose/outcome.ts';
import { secondName } from '../../public-site/src/lib/names.ts';
import { currentItem, menu, visibleMenu } from '../../public-site/src/lib/menu.ts';

// Issue 25 item 16: the logic behind the small stumbles (the pages themselves: tests/api/pages-small-stumbles
// and tests/e2e/small-stumbles).

describe('the self-check (/varicose/self-diagnosis)', () => {
  const bands = [
    { min: 0, max: 2, title: 'few', text: '' },
    { min: 3, max: 5, title: 'some', text: '' },
    { min: 6, max: 10, title: 'many', text: '' },
  ];
  const none = Array<boolean | null>(10).fill(null);

  it('with nothing answered asks for answers: no result, and never "few signs"', () => {
    expect(outcomeOf(none, bands)).toEqual({ kind: 'noAnswers' });
  });

  it('with some answered says which are left (numbered from 1) and gives no result yet', () => {
    const some = none.map((_, i) => (i === 2 || i === 7 || i === 9 ? null : i < 5));
    expect(outcomeOf(some, bands)).toEqual({ kind: 'unanswered', numbers: [3, 8, 10] });
    // A single "no" is an answer: nine left open.
    expect(
      outcomeOf(
        none.map((_, i) => (i === 0 ? false : null)),
        bands,
      ),
    ).toEqual({
      kind: 'unanswered',
      numbers: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
  });

  it('with every question answered scores one a yes and finds its band', () => {
    expect(outcomeOf(Array(10).fill(false), bands)).toEqual({ kind: 'result', score: 0, band: bands[0] });
    const four = none.map((_, i) => i < 4);
    expect(outcomeOf(four, bands)).toEqual({ kind: 'result', score: 4, band: bands[1] });
    expect(outcomeOf(Array(10).fill(true), bands)).toEqual({ kind: 'result', score: 10, band: bands[2] });
  });
});

describe("a treatment card's second name", () => {
  it('is left out when it only repeats the first (English and Japanese cards)', () => {
    expect(secondName('ClariVein', 'ClariVein')).toBeUndefined();
    expect(secondName('VenaSeal', ' venaseal ')).toBeUndefined();
    expect(secondName('Ｆｌｅｂｏｇｒｉｆ', 'Flebogrif')).toBeUndefined();
    expect(secondName('클라리베인', '')).toBeUndefined();
    expect(secondName('클라리베인', null)).toBeUndefined();
  });

  it('is shown when it says something else', () => {
    expect(secondName('클라리베인', 'ClariVein')).toBe('ClariVein');
    expect(secondName('Radiofrequency ablation', 'Radiofrequency Ablation (RFA)')).toBe(
      'Radiofrequency Ablation (RFA)',
    );
  });
});

describe("the menu's current item", () => {
  const state = { loggedIn: true, onReview: true, treatments: [] };
  const group = (path: string) => visibleMenu(menu, state).find((g) => g.path === path)!.children!;
  const current = (groupPath: string, path: string) => currentItem(group(groupPath), path)?.path;

  it('is the page itself, or the list a record belongs to', () => {
    expect(current('/center/notice', '/center/notice')).toBe('/center/notice');
    expect(current('/center/notice', '/center/notice/12')).toBe('/center/notice');
    expect(current('/center/notice', '/review/1')).toBe('/review');
    expect(current('/center/notice', '/review/write')).toBe('/review');
    expect(current('/center/notice', '/boards/news/3')).toBe('/boards/news');
    expect(current('/center/notice', '/boards/newsletter')).toBeUndefined();
  });

  it('is the nearest page when one page lies under another', () => {
    expect(current('/introduction', '/introduction')).toBe('/introduction');
    expect(current('/introduction', '/introduction/team')).toBe('/introduction/team');
    expect(current('/varicose', '/varicose/self-diagnosis')).toBe('/varicose/self-diagnosis');
  });
});

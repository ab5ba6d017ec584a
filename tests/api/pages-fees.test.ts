import { describe, expect, it } from 'vitest';
import { tr } from './support/content.ts';
import { admin, page, shownOf, usePagesApp } from './support/pages.ts';

/**
 * Fees by reference (issue 20): the treatment pages and the main page name the fee table's rows,
 * and the render fills them in from it, so a fee change in the console reaches every page that
 * shows it on the next request (the page cache's `fees` tag), in every language. On SQLite and
 * MariaDB, on the built site.
 */

usePagesApp();

/** The fee's version now (a save names the version it was made on). */
const versionOf = async (id: number) =>
  ((await admin.getOne('clinic/fees', id)).body as { lockVersion: number }).lockVersion;

async function laserFee(): Promise<Record<string, unknown>> {
  const rows = (await admin.list('clinic/fees', { filter: { code: 'laser' } })).body as Array<Record<string, unknown>>;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const SURGERY = ['/surgery/laser', '/en/surgery/laser', '/cn/surgery/laser', '/jp/surgery/laser'];

describe('fees named by the treatment pages', () => {
  it('are filled in from the fee table in each language: amount, insurance status and duration', async () => {
    const ko = (await page('/surgery/laser')).text;
    expect(ko).toContain('레이저 열폐쇄술 비용은 330만~350만 원이며, 비급여 항목입니다.');
    expect(ko).toContain('보통 30~60분 정도 걸리며');
    expect(shownOf(ko)).not.toContain('{{');
    expect((await page('/en/surgery/laser')).text).toContain('Laser ablation costs 3.3–3.5 million won.');
    expect((await page('/cn/surgery/laser')).text).toContain('330万~350万韩元');
    expect((await page('/jp/surgery/laser')).text).toContain('330万~350万ウォン');
    expect((await page('/surgery/venaseal')).text).toContain('600만~650만 원');
    expect((await page('/en/surgery/clarivein')).text).toContain('6.0–6.5 million won');
    const stripping = (await page('/surgery/stripping')).text;
    expect(stripping).toContain('280만~350만 원');
    expect(stripping).toContain('건강보험 적용');
    expect(stripping).toContain('40~60분');
  });

  it('a fee change clears the cached treatment pages and the main page, and they show the new amount', async () => {
    for (const url of [...SURGERY, '/', '/cost']) await page(url);
    for (const url of [...SURGERY, '/', '/cost']) expect((await page(url)).cache, url).toBe('hit');
    // A page that names no fee keeps its cached copy.
    await page('/guide');
    const fee = await laserFee();
    const id = fee.id as number;
    expect((await admin.update('clinic/fees', id, { ...fee, maxCost: 3_600_000, durationMax: 50 })).status).toBe(200);
    try {
      // The main page's treatment dialogs name the durations: it is rendered again too.
      for (const url of [...SURGERY, '/']) expect((await page(url)).cache, url).toBe('miss');
      expect((await page('/guide')).cache).toBe('hit');
      const ko = (await page('/surgery/laser')).text;
      expect(ko).toContain('330만~360만 원');
      expect(ko).toContain('30~50분');
      expect(ko).not.toContain('330만~350만 원');
      const en = (await page('/en/surgery/laser')).text;
      expect(en).toContain('3.3–3.6 million won');
      expect(en).toContain('30–50 minutes');
      expect(en).not.toContain('3.3–3.5 million won');
      expect((await page('/cn/surgery/laser')).text).toContain('330万~360万韩元');
      expect((await page('/jp/surgery/laser')).text).toContain('330万~360万ウォン');
      expect((await page('/cost')).text).toContain('3,600,000');
    } finally {
      // Put back as it was, on the version the change above made.
      expect((await admin.update('clinic/fees', id, { ...fee, lockVersion: await versionOf(id) })).status).toBe(200);
    }
  });

  it('a fee switched off leaves a pointer to the cost page, never a blank', async () => {
    const fee = await laserFee();
    const id = fee.id as number;
    expect((await admin.update('clinic/fees', id, { ...fee, enabled: false })).status).toBe(200);
    try {
      const ko = (await page('/surgery/laser')).text;
      expect(ko).toContain('레이저 열폐쇄술 비용은 비용 안내 참고이며');
      expect(ko).not.toMatch(/비용은\s*이며/);
      expect((await page('/en/surgery/laser')).text).toContain('Laser ablation costs as listed on the cost page.');
    } finally {
      // Put back as it was, on the version the change above made.
      expect((await admin.update('clinic/fees', id, { ...fee, lockVersion: await versionOf(id) })).status).toBe(200);
    }
    expect((await page('/surgery/laser')).text).toContain('330만~350만 원');
  });
});

describe('the cost page', () => {
  it('lists covered rows apart from the non-covered table, in every language', async () => {
    const created = await admin.create('clinic/fees', {
      category: tr('급여 확인 항목', { en: 'Covered check item' }),
      minCost: 41_000,
      maxCost: 43_000,
      covered: true,
    });
    expect(created.status).toBe(201);
    try {
      const ko = (await page('/cost')).text;
      const nonCovered = ko.slice(ko.indexOf('id="non-benefit"'), ko.indexOf('id="covered"'));
      const covered = ko.slice(ko.indexOf('id="covered"'));
      expect(nonCovered).toContain('레이저 수술');
      expect(nonCovered).not.toContain('급여 확인 항목');
      // The demo's stripping row is covered too.
      expect(nonCovered).not.toContain('발거술');
      expect(covered).toContain('건강보험 적용 진료비');
      expect(covered).toContain('급여 확인 항목');
      expect(covered).toContain('43,000');
      expect(covered).toContain('발거술');
      const en = (await page('/en/cost')).text;
      expect(en.slice(en.indexOf('id="covered"'))).toContain('Covered check item');
    } finally {
      await admin.remove('clinic/fees', created.body.id as number);
    }
  });
});

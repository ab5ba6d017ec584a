import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { consoleClient, tr } from './support/content.ts';
import { t, tokens, useStaffApp } from './support/staffApp.ts';

// Who may call the console routes of the content modules: 401 without a valid token, 403 for a member.

useStaffApp();

describe('who may call the console routes', () => {
  // Every console route of the content modules, with a body where it takes one.
  const routes: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string]> = [
    ['get', 'setting'],
    ['get', 'setting/clinic'],
    ['put', 'setting/clinic'],
    ...['clinic/mains', 'popups', 'banners', 'clinic/fees', 'center/faq-categories', 'center/faqs', 'terms']
      .concat(['clinic/reviews'])
      .flatMap((r): Array<['get' | 'post' | 'put' | 'delete', string]> => [
        ['get', r],
        ['post', r],
        ['get', `${r}/1`],
        ['put', `${r}/1`],
        ['delete', `${r}/1`],
      ]),
    ['get', 'forms'],
    ['get', 'forms/1'],
    ['put', 'forms/1'],
    ['delete', 'forms/1'],
    ['get', 'forms/1/files/1'],
    ['post', 'popups/1/image'],
    ['delete', 'popups/1/image'],
    ['post', 'banners/1/image'],
    ['delete', 'banners/1/image'],
    ['post', 'clinic/reviews/1/thumb'],
    ['delete', 'clinic/reviews/1/thumb'],
    ['post', 'clinic/reviews/1/images/0'],
    ['delete', 'clinic/reviews/1/images/0'],
  ];
  const tables = ['settings', 'mains', 'popups', 'banners', 'fees', 'faq_categories', 'faqs', 'terms', 'forms'];
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of [...tables, 'reviews']) {
      out[table] = Number((await t.db.knex(table).count({ n: '*' }).first())!.n);
    }
    return out;
  };

  it.each(routes)('%s /api/console/%s: 401 without a token, 401 with a bad one, 403 for a member', async (m, p) => {
    const before = await counts();
    const body = { code: 'all', count: 1, title: tr('x'), status: 'done' };
    const anonymous = await consoleClient(t).raw(m, p).set('Accept-Language', 'en').send(body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: translate('en', 'loginRequired') });

    const forged = await consoleClient(t, 'not.a.token').raw(m, p).send(body);
    expect(forged.status).toBe(401);

    const member = await consoleClient(t, tokens.member).raw(m, p).send(body);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: translate('ko', 'noPermission') });
    expect(await counts()).toEqual(before);
  });

  it('a multipart upload without a token is refused before anything is stored', async () => {
    const res = await t.http
      .post('/api/console/popups/1/image')
      .attach('file', Buffer.from('not parsed'), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(401);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { binary, filesUnder, formatOf } from './support/content.ts';
import { pdf, png, privateRoot, publicRoot, submit, useForms, valid } from './support/forms.ts';
import { api, t, tokens } from './support/staffApp.ts';
import { bearer } from './support/testApp.ts';

// POST /api/v1/forms: a valid consultation request with two files, how staff read and download it,
// and the consents recorded with it.

useForms();

describe('a valid consultation request with two files', () => {
  let formId: number;
  let files: Array<{ id: number; name: string; mime: string; size: number }>;

  it('is accepted with 201 and the new id', async () => {
    const res = await submit(t.http, valid, [
      [png, '다리 사진.png', 'image/png'],
      [pdf, '소견서.pdf', 'application/pdf'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ form: { id: expect.any(Number), createdAt: expect.stringMatching(/Z$/) } });
    formId = res.body.form.id as number;
  });

  it('is listed in the console with its file names, and the consents given', async () => {
    const res = await api.getOne('forms', formId);
    expect(res.status).toBe(200);
    const { marketing: _m, consent: _c, ...fields } = valid;
    expect(res.body).toMatchObject({ ...fields, status: 'new', memo: '', locale: 'ko' });
    // Files that arrive together are stored as each finishes writing: compare them in name order.
    files = [...res.body.files].sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name));
    expect(files).toEqual([
      { id: expect.any(Number), name: '다리 사진.png', mime: 'image/png', size: png.length },
      { id: expect.any(Number), name: '소견서.pdf', mime: 'application/pdf', size: pdf.length },
    ]);
    // Required and optional consents are kept apart; the required one carries the version in force
    // (not the newer one that takes effect later).
    expect(res.body.consents).toHaveLength(2);
    expect(res.body.consents[0]).toEqual({
      code: 'consultation-consent',
      version: '2026-01-01',
      agreed: true,
      at: expect.stringMatching(/Z$/),
    });
    expect(res.body.consents[1]).toMatchObject({
      code: 'marketing-consent',
      agreed: true,
      at: res.body.consents[0].at,
    });
    // The list shows the request too, without reading its files.
    const list = await api.list('forms', { filter: { id: [formId] } });
    expect(list.body).toMatchObject([{ id: formId, name: valid.name }]);
  });

  it('stores the files privately, byte for byte, never under uploads/public', async () => {
    const privateFiles = filesUnder(privateRoot);
    expect(privateFiles).toHaveLength(2);
    for (const file of privateFiles) expect(file).toMatch(new RegExp(`^forms/${formId}/[0-9a-f]{24}\\.(png|pdf)$`));
    const bytes = privateFiles.map((f) => readFileSync(path.join(privateRoot, f)));
    expect(bytes.map(formatOf).sort()).toEqual(['pdf', 'png']);
    expect(bytes.some((b) => b.equals(png))).toBe(true);
    expect(bytes.some((b) => b.equals(pdf))).toBe(true);
    expect(filesUnder(publicRoot)).toEqual([]);

    for (const file of privateFiles) {
      for (const url of [`/uploads/${file}`, `/uploads/private/${file}`, `/uploads/..%2fprivate/${file}`]) {
        const res = await t.http.get(url).buffer(true).parse(binary);
        expect([403, 404], url).toContain(res.status);
        expect((res.body as Buffer).includes(readFileSync(path.join(privateRoot, file)))).toBe(false);
      }
    }
  });

  it('is downloaded by staff with the right type and bytes', async () => {
    for (const [file, bytes] of [
      [files[0]!, png],
      [files[1]!, pdf],
    ] as const) {
      const res = await t.http
        .get(`/api/console/forms/${formId}/files/${file.id}`)
        .set('Authorization', bearer(tokens.staff))
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(file.mime);
      expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    }
  });

  it('is not downloaded without a token, with a member token, or through another request id', async () => {
    const url = `/api/console/forms/${formId}/files/${files[1]!.id}`;
    const anonymous = await t.http.get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: translate('ko', 'loginRequired') });
    expect((await t.http.get(url).set('Authorization', bearer(tokens.member))).status).toBe(403);

    const other = await submit(t.http, { ...valid, marketing: 'false' }, [], 'en');
    expect(other.status).toBe(201);
    const crossed = await t.http
      .get(`/api/console/forms/${other.body.form.id}/files/${files[1]!.id}`)
      .set('Authorization', bearer(tokens.staff));
    expect(crossed.status).toBe(404);
    expect(
      (await t.http.get(`/api/console/forms/${formId}/files/999999`).set('Authorization', bearer(tokens.staff))).status,
    ).toBe(404);

    const second = await api.getOne('forms', other.body.form.id as number);
    expect(second.body).toMatchObject({ locale: 'en', files: [] });
    expect(second.body.consents).toMatchObject([
      { code: 'consultation-consent', version: '2026-01-01', agreed: true },
      { code: 'marketing-consent', agreed: false },
    ]);
  });

  it('deleting the request in the console deletes its files', async () => {
    expect((await api.remove('forms', formId)).status).toBe(200);
    expect(filesUnder(privateRoot)).toEqual([]);
    expect(Number((await t.db.knex('form_files').where({ form_id: formId }).count({ n: '*' }).first())!.n)).toBe(0);
  });
});

describe('consents', () => {
  // Regression: the marketing choice is stored with `version: null` although a
  // marketing-consent version is in force; PIPA asks for each consent with its version and time.
  it('the marketing consent is recorded with the marketing-consent version in force', async () => {
    const res = await submit(t.http, valid);
    expect(res.status).toBe(201);
    const form = await api.getOne('forms', res.body.form.id as number);
    expect(form.body.consents[1]).toMatchObject({ code: 'marketing-consent', version: '2026-01-15', agreed: true });
  });
});

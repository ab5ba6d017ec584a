import path from 'node:path';
import type { Stream } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { translate } from '@clinic/contract';
import { bearer, createUser, login, useTestApp } from './support/testApp.ts';
import { consoleClient, exeBytes, filesUnder, pdfBytes, pngBytes, type ConsoleClient } from './support/content.ts';

// 1:1 questions: a member asks with files and reads only their own; staff answer in the console
// (sanitized), which marks the question answered and notifies the member through the outbox.
let api: ConsoleClient;
let staffId: number;
interface Asker {
  id: number;
  username: string;
  token: string;
}
/** Has an e-mail address and reads the site in English. */
let alice: Asker;
/** Has only a phone number; Korean. */
let bora: Asker;
let privateDir: string;

type Attachment = [bytes: Buffer, filename: string, contentType: string];

async function asker(columns: Record<string, unknown>): Promise<Asker> {
  const user = await createUser(t, ['user'], 'member');
  await t.db.knex('users').where({ id: user.id }).update(columns);
  return { id: user.id, username: user.username, token: (await login(t, user)).accessToken };
}

const t = useTestApp();
beforeAll(async () => {
  const staff = await createUser(t, ['user', 'console'], 'staff');
  staffId = staff.id;
  api = consoleClient(t, (await login(t, staff)).accessToken);
  alice = await asker({ name: 'Alice Kim', email: 'alice@example.com', phone: '01011112222', locale: 'en' });
  bora = await asker({ name: '최보라', email: null, phone: '01033334444', locale: 'ko' });
  privateDir = path.join(t.config.dataDir, 'uploads', 'private', 'questions');
});

const valid = { category: 'treatment', title: '시술 후 샤워', body: '베나실 시술 후 언제부터 샤워할 수 있나요?' };

function ask(
  token: string | undefined,
  fields: Record<string, string>,
  files: Attachment[] = [],
  language = 'ko',
): Test {
  let req = t.http.post('/api/v1/center/questions').set('Accept-Language', language);
  if (token) req = req.set('Authorization', bearer(token));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  return req;
}
const get = (url: string, token?: string) => {
  const req = t.http.get(`/api/v1/${url}`);
  return token ? req.set('Authorization', bearer(token)) : req;
};
const binary = (res: Stream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const outbox = (recipient: string) => t.db.knex('outbox').where({ recipient }).orderBy('id');
const rows = async () => Number((await t.db.knex('questions').count({ n: '*' }).first())!.n);

describe('a member asks', () => {
  let questionId: number;
  let fileIds: number[];
  let png: Buffer;
  const pdf = pdfBytes('question attachment');

  it('with a picture and a PDF: 201, waiting, the files kept privately', async () => {
    png = await pngBytes(80, 60);
    const res = await ask(alice.token, valid, [
      [png, '다리 사진.png', 'image/png'],
      [pdf, 'report.pdf', 'application/pdf'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    questionId = res.body.question.id;
    fileIds = res.body.question.files.map((f: { id: number }) => f.id);
    expect(res.body.question).toEqual({
      id: questionId,
      category: 'treatment',
      title: valid.title,
      body: valid.body,
      status: 'waiting',
      answer: null,
      answeredAt: null,
      files: [
        { id: fileIds[0], name: '다리 사진.png', size: png.length, mime: 'image/png' },
        { id: fileIds[1], name: 'report.pdf', size: pdf.length, mime: 'application/pdf' },
      ],
      createdAt: expect.any(String),
    });
    expect(filesUnder(privateDir)).toHaveLength(2);
    // Nothing of it under the public uploads.
    expect(filesUnder(path.join(t.config.dataDir, 'uploads', 'public')).filter((f) => f.includes('question'))).toEqual(
      [],
    );
  });

  it('lists and reads their own questions, and downloads their files', async () => {
    const other = await ask(bora.token, { ...valid, category: 'cost', title: '비용 문의' });
    expect(other.status).toBe(201);

    const list = await get('center/questions', alice.token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.questions.map((q: { id: number }) => q.id)).toEqual([questionId]);
    expect(list.body.questions[0].files).toHaveLength(2);
    expect((await get('center/questions', bora.token)).body.questions.map((q: { title: string }) => q.title)).toEqual([
      '비용 문의',
    ]);

    const one = await get(`center/questions/${questionId}`, alice.token);
    expect(one.body.question).toMatchObject({ id: questionId, status: 'waiting' });
    const file = await get(`center/questions/${questionId}/files/${fileIds[1]}`, alice.token)
      .buffer(true)
      .parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
  });

  it("cannot read another member's question or its files (404), nor without a login (401)", async () => {
    expect((await get(`center/questions/${questionId}`, bora.token)).status).toBe(404);
    expect((await get(`center/questions/${questionId}/files/${fileIds[0]}`, bora.token)).status).toBe(404);
    expect((await get(`center/questions/${questionId}/files/999999`, alice.token)).status).toBe(404);
    expect((await get('center/questions/999999', alice.token)).status).toBe(404);
    expect((await get('center/questions')).status).toBe(401);
    expect((await get(`center/questions/${questionId}`)).status).toBe(401);
    expect((await get(`center/questions/${questionId}/files/${fileIds[0]}`)).status).toBe(401);
    expect((await ask(undefined, valid)).status).toBe(401);
  });

  it('refuses wrong files, too many files and invalid fields, keeping nothing', async () => {
    const before = { rows: await rows(), files: filesUnder(privateDir) };
    const exe = await ask(bora.token, valid, [[exeBytes(), 'scan.pdf', 'application/pdf']], 'en');
    expect(exe.status).toBe(415);
    expect(exe.body).toEqual({ message: translate('en', 'fileType') });
    const text = await ask(bora.token, valid, [
      [await pngBytes(), 'ok.png', 'image/png'],
      [Buffer.from('plain text pretending\n'.repeat(10)), 'photo.jpg', 'image/jpeg'],
    ]);
    expect(text.status).toBe(415);
    const four = await ask(
      bora.token,
      valid,
      [1, 2, 3, 4].map((i): Attachment => [pdf, `${i}.pdf`, 'application/pdf']),
    );
    expect(four.status).toBe(400);
    expect(four.body).toEqual({ message: translate('ko', 'tooManyFiles', { num: 3 }) });
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect((await ask(bora.token, valid, [[big, 'big.pdf', 'application/pdf']])).status).toBe(413);
    const invalid = await ask(bora.token, { category: 'gossip', title: '', body: 'x' }, [
      [pdf, 'a.pdf', 'application/pdf'],
    ]);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['category', 'title']);
    expect({ rows: await rows(), files: filesUnder(privateDir) }).toEqual(before);
  });

  describe('staff answer in the console', () => {
    it('the queue shows waiting questions with the member, read with files; reads are access-logged', async () => {
      const list = await api.list('center/questions', { filter: { status: 'waiting' } });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.headers['content-range']).toBe('center/questions 0-1/2');
      const mine = list.body.find((q: { id: number }) => q.id === questionId);
      expect(mine).toMatchObject({
        id: questionId,
        userId: alice.id,
        authorName: 'Alice Kim',
        authorUsername: alice.username,
        status: 'waiting',
        updatedAt: expect.any(String),
      });
      expect(mine.files).toHaveLength(2);
      expect((await api.list('center/questions', { filter: { q: 'Alice' } })).body).toHaveLength(1);
      expect((await api.list('center/questions', { filter: { category: 'cost' } })).body).toHaveLength(1);
      expect((await api.list('center/questions', { filter: { name: 'x' } })).status).toBe(400);

      const one = await api.getOne('center/questions', questionId);
      expect(one.body.files.map((f: { name: string }) => f.name)).toEqual(['다리 사진.png', 'report.pdf']);
      const file = await api
        .raw('get', `center/questions/${questionId}/files/${fileIds[0]}`)
        .buffer(true)
        .parse(binary);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
      expect((await api.raw('get', `center/questions/${questionId}/files/999999`)).status).toBe(404);

      const logged = (await t.db.knex('access_logs').where({ subject_type: 'question', staff_id: staffId })) as Array<{
        action: string;
        subject_id: number | null;
        detail: string;
      }>;
      expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['list', 'read', 'download']));
      expect(logged.find((l) => l.action === 'download')).toMatchObject({
        subject_id: questionId,
        detail: '다리 사진.png',
      });
    });

    it('an answer with nothing left after sanitizing is refused (400 required)', async () => {
      const res = await api.update('center/questions', questionId, { answer: '<script>alert(1)</script><p> </p>' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ answer: translate('ko', 'required') });
      expect((await api.update('center/questions', questionId, {})).status).toBe(400);
      expect(await t.db.knex('questions').where({ id: questionId }).first()).toMatchObject({ status: 'waiting' });
      expect(await outbox('alice@example.com')).toEqual([]);
    });

    it('saving an answer sanitizes it, marks the question answered and e-mails the member in English', async () => {
      const res = await api.update('center/questions', questionId, {
        answer:
          '<p>시술 다음 날부터 가벼운 샤워는 괜찮습니다.</p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>' +
          '<img src="https://tracker.example.com/p.gif"><p onclick="steal()">감사합니다.</p>',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: 'answered', answeredAt: expect.any(String) });
      const answer = res.body.answer as string;
      expect(answer).toContain('<p>시술 다음 날부터 가벼운 샤워는 괜찮습니다.</p>');
      expect(answer).toContain('감사합니다.');
      for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', 'tracker.example.com'])
        expect(answer).not.toContain(bad);
      expect(await t.db.knex('questions').where({ id: questionId }).first()).toMatchObject({
        status: 'answered',
        answered_by: staffId,
        answer,
      });

      const mail = await outbox('alice@example.com');
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ channel: 'email', status: 'stored', provider: 'outbox' });
      expect(mail[0].body).toContain('We have answered your question');
      expect(mail[0].body).not.toContain('샤워');
      expect(await outbox('01011112222')).toEqual([]);

      const mine = await get(`center/questions/${questionId}`, alice.token);
      expect(mine.body.question).toMatchObject({ status: 'answered', answer, answeredAt: expect.any(String) });
    });

    it('correcting an answer does not notify again', async () => {
      const res = await api.update('center/questions', questionId, { answer: '<p>고친 답변입니다.</p>' });
      expect(res.status).toBe(200);
      expect(res.body.answer).toBe('<p>고친 답변입니다.</p>');
      expect(await outbox('alice@example.com')).toHaveLength(1);
    });

    it('a member without an e-mail address gets an SMS in Korean', async () => {
      const list = await get('center/questions', bora.token);
      const id = list.body.questions[0].id as number;
      expect(
        (await api.update('center/questions', id, { answer: '<p>비용은 상담 후 안내해 드립니다.</p>' })).status,
      ).toBe(200);
      const sms = await outbox('01033334444');
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({
        channel: 'sms',
        body: '[서울하지정맥] 문의하신 내용에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.',
      });
      expect((await get('center/questions', bora.token)).body.questions[0].status).toBe('answered');
    });

    it('deleting a question removes its files', async () => {
      const res = await api.remove('center/questions', questionId);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(questionId);
      expect(filesUnder(privateDir)).toEqual([]);
      expect((await get(`center/questions/${questionId}`, alice.token)).status).toBe(404);
    });
  });
});

describe('console routes need scope console', () => {
  it('anonymous 401, member 403', async () => {
    const asMember = consoleClient(t, alice.token);
    expect((await consoleClient(t).list('center/questions')).status).toBe(401);
    expect((await asMember.list('center/questions')).status).toBe(403);
    expect((await asMember.getOne('center/questions', 1)).status).toBe(403);
    expect((await asMember.update('center/questions', 1, { answer: '<p>x</p>' })).status).toBe(403);
    expect((await asMember.raw('get', 'center/questions/1/files/1')).status).toBe(403);
  });
});

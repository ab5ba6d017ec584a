import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Stream } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { translate, type PublicPost } from '@clinic/contract';
import { createUser, listen, login, startTestApp, type TestApp } from './support/testApp.ts';
import {
  consoleClient,
  exifHasGps,
  filesUnder,
  formatOf,
  pdfBytes,
  tr,
  type ConsoleClient,
} from './support/content.ts';
import { freshHttp, signUp, type Member } from './support/members.ts';

// Issue 11, findings 5 and 9. Pictures attached anywhere (board posts, 1:1 questions, consultation
// requests, institution documents) are stored without their metadata — no GPS position, no camera —
// in their own format with the very same pixels; PDFs as sent. And files outside a web root
// (/console, the public site, /uploads) are answered exactly like missing ones: no existence oracle.

const CAMERA = { Make: 'ClinicTestCam', Model: 'CTC-GPS-1' };
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 33/1 5998/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '126/1 58/1 4/1',
};

/** A photo as a phone writes it: varied pixels, camera make and model, a GPS position. */
async function cameraJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  let image = sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { ...CAMERA, Software: 'ClinicTestCam 1.0' }, IFD3: GPS });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** The tags of IFD0 in a raw EXIF block (`Exif\0\0` + TIFF, or TIFF alone). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** What a downloaded picture must be: the same format, size and pixels, and no trace of camera or place. */
async function expectCleanCopyOf(original: Buffer, downloaded: Buffer, orientation?: number) {
  const before = await sharp(original).metadata();
  const after = await sharp(downloaded).metadata();
  expect(formatOf(downloaded)).toBe(formatOf(original));
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  expect(after.orientation).toBe(orientation);
  if (orientation) expect(ifd0Tags(after.exif!)).toEqual([0x0112]);
  else expect(after.exif).toBeUndefined();
  expect(after.xmp).toBeUndefined();
  expect(after.comments).toBeUndefined();
  for (const text of [CAMERA.Make, CAMERA.Model, 'GPS']) expect(downloaded.includes(text), text).toBe(false);
  // Not re-encoded: every pixel is the one sent.
  expect((await pixels(downloaded)).equals(await pixels(original))).toBe(true);
}

/** The chunk types of a PNG, in order. */
function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let p = 8; p < png.length; p += 12 + png.readUInt32BE(p)) types.push(png.toString('latin1', p + 4, p + 8));
  return types;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A PNG with an eXIf chunk (camera and GPS) and a tEXt chunk naming its author, right after IHDR. */
async function pngWithText(): Promise<Buffer> {
  const png = await sharp({ create: { width: 120, height: 90, channels: 4, background: '#c81e3c' } })
    .png()
    .withExif({ IFD0: CAMERA, IFD3: GPS })
    .toBuffer();
  const text = pngChunk('tEXt', Buffer.from('Author\0Dr. Hidden, Gangnam branch', 'latin1'));
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
}

const binary = (res: Stream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const download = async (req: Test): Promise<Buffer> => {
  const res = await req.buffer(true).parse(binary);
  expect(res.status).toBe(200);
  return res.body as Buffer;
};

let t: TestApp;
let api: ConsoleClient;
let staff: string;
let member: { id: number; token: string };
let company: Member;
let privateRoot: string;
let jpeg: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  const staffUser = await createUser(t, ['user', 'console'], 'staff');
  const memberUser = await createUser(t, ['user'], 'member');
  staff = (await login(t, staffUser)).accessToken;
  member = { id: memberUser.id, token: (await login(t, memberUser)).accessToken };
  api = consoleClient(t, staff);
  company = await signUp(t, freshHttp(t), { kind: 'COMPANY', name: '주식회사 다리건강' });
  privateRoot = path.join(t.config.dataDir, 'uploads', 'private');
  const board = await api.create('boards', {
    key: 'free',
    name: tr('자유게시판'),
    writeAccess: 'members',
    commentsEnabled: false,
    published: true,
    position: 1,
  });
  expect(board.status).toBe(201);
  jpeg = await cameraJpeg(640, 480);
});
afterAll(() => t.close());

// ---------------------------------------------------------------- the four attachment routes

type Attachment = [bytes: Buffer, filename: string, contentType: string];

async function boardAttachments(files: Attachment[]): Promise<Buffer[]> {
  let req = t.http
    .post('/api/v1/boards/free/posts')
    .set('Authorization', `Bearer ${member.token}`)
    .field('title', '사진 올립니다')
    .field('body', '시술 부위 사진입니다.');
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const post = res.body.post as PublicPost;
  const byName = files.map(([, filename]) => post.files.find((f) => f.name === filename)!);
  return Promise.all(byName.map((file) => download(t.http.get(file.url))));
}

async function questionAttachments(files: Attachment[]): Promise<Buffer[]> {
  let req = t.http
    .post('/api/v1/center/questions')
    .set('Authorization', `Bearer ${member.token}`)
    .field('category', 'treatment')
    .field('title', '사진 보시고 답해 주세요')
    .field('body', '다리 사진을 올립니다.');
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const question = res.body.question as { id: number; files: Array<{ id: number; name: string }> };
  return Promise.all(
    files.map(([, filename]) => {
      const file = question.files.find((f) => f.name === filename)!;
      return download(
        t.http
          .get(`/api/v1/center/questions/${question.id}/files/${file.id}`)
          .set('Authorization', `Bearer ${member.token}`),
      );
    }),
  );
}

async function consultationAttachments(files: Attachment[]): Promise<Buffer[]> {
  let req = t.http
    .post('/api/v1/forms')
    .field('name', '홍길동')
    .field('phone', '01012345678')
    .field('email', 'hong@example.com')
    .field('treatment', 'clarivein')
    .field('message', '사진을 함께 보냅니다.')
    .field('consent', 'true')
    .field('marketing', 'false');
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const formId = res.body.form.id as number;
  const form = await api.getOne('forms', formId);
  const stored = form.body.files as Array<{ id: number; name: string }>;
  return Promise.all(
    files.map(([, filename]) => {
      const file = stored.find((f) => f.name === filename)!;
      return download(api.raw('get', `forms/${formId}/files/${file.id}`));
    }),
  );
}

async function memberDocument([bytes, filename]: Attachment): Promise<Buffer> {
  const res = await t.http
    .post(`/api/v1/users/${company.id}/employmentCertificate`)
    .set('Authorization', `Bearer ${company.accessToken}`)
    .attach('file', bytes, { filename, contentType: 'application/octet-stream' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return download(api.raw('get', `users/${company.id}/documents/${res.body.document.id as number}`));
}

describe('finding 5: attachments keep no EXIF or GPS', () => {
  it('the fixture is a real camera JPEG: GPS position and camera in its EXIF', async () => {
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(exifHasGps(meta.exif!)).toBe(true);
    expect(ifd0Tags(meta.exif!)).toEqual(expect.arrayContaining([0x010f, 0x0110, 0x8825]));
    expect(jpeg.includes(CAMERA.Make)).toBe(true);
    expect(jpeg.includes(CAMERA.Model)).toBe(true);
  });

  it('a board-post attachment comes back without GPS or camera, same pixels', async () => {
    const [copy] = await boardAttachments([[jpeg, 'gps.jpg', 'image/jpeg']]);
    await expectCleanCopyOf(jpeg, copy!);
  });

  it('a 1:1 question attachment comes back without GPS or camera, same pixels', async () => {
    const [copy] = await questionAttachments([[jpeg, 'gps.jpg', 'image/jpeg']]);
    await expectCleanCopyOf(jpeg, copy!);
  });

  it('a consultation-request attachment comes back without GPS or camera, same pixels', async () => {
    const [copy] = await consultationAttachments([[jpeg, 'gps.jpg', 'image/jpeg']]);
    await expectCleanCopyOf(jpeg, copy!);
  });

  it('a member document comes back without GPS or camera, same pixels', async () => {
    await expectCleanCopyOf(jpeg, await memberDocument([jpeg, 'scan.jpg', 'image/jpeg']));
  });

  it('what is on disk is the clean file, and the size recorded is its size', async () => {
    const [copy] = await questionAttachments([[jpeg, 'size.jpg', 'image/jpeg']]);
    const row = (await t.db.knex('question_files').where({ original_name: 'size.jpg' }).first()) as {
      storage_key: string;
      size: number;
    };
    const onDisk = readFileSync(path.join(privateRoot, row.storage_key));
    expect(onDisk.equals(copy!)).toBe(true);
    expect(row.size).toBe(onDisk.length);
    expect(onDisk.length).toBeLessThan(jpeg.length);
  });

  it('a photo taken sideways keeps only its Orientation, so it still shows upright', async () => {
    const sideways = await cameraJpeg(300, 200, 6);
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const [copy] = await questionAttachments([[sideways, 'sideways.jpg', 'image/jpeg']]);
    await expectCleanCopyOf(sideways, copy!, 6);
    // Shown upright it is 200 x 300, as the original.
    const upright = await sharp(copy!).rotate().toBuffer({ resolveWithObject: true });
    expect([upright.info.width, upright.info.height]).toEqual([200, 300]);
  });

  it('a PNG loses its tEXt and eXIf chunks and keeps its image data', async () => {
    const png = await pngWithText();
    expect(pngChunks(png)).toEqual(expect.arrayContaining(['tEXt', 'eXIf']));
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const [copy] = await consultationAttachments([[png, 'leg.png', 'image/png']]);
    expect(pngChunks(copy!).filter((c) => ['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'].includes(c))).toEqual([]);
    expect(copy!.includes('Dr. Hidden')).toBe(false);
    await expectCleanCopyOf(png, copy!);
  });

  it('a WebP loses its EXIF', async () => {
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      .webp({ lossless: true })
      .withExif({ IFD0: CAMERA, IFD3: GPS })
      .toBuffer();
    expect(webp.includes(CAMERA.Make)).toBe(true);
    const [copy] = await boardAttachments([[webp, 'leg.webp', 'image/webp']]);
    await expectCleanCopyOf(webp, copy!);
  });

  it('a PDF is kept byte for byte, beside a cleaned picture', async () => {
    const pdf = pdfBytes('Author: Dr. Kim, GPS 37.5');
    const [picture, document] = await consultationAttachments([
      [jpeg, 'photo.jpg', 'image/jpeg'],
      [pdf, 'report.pdf', 'application/pdf'],
    ]);
    await expectCleanCopyOf(jpeg, picture!);
    expect(document!.equals(pdf)).toBe(true);
    expect((await memberDocument([pdf, 'certificate.pdf', 'application/pdf'])).equals(pdf)).toBe(true);
  });

  it('a picture without metadata is stored exactly as sent', async () => {
    const plain = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const [copy] = await questionAttachments([[plain, 'plain.png', 'image/png']]);
    expect(copy!.equals(plain)).toBe(true);
  });

  it('HEIC, which cannot be cleaned, is refused (415) and nothing is kept', async () => {
    const before = filesUnder(privateRoot);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    heic.writeUInt32BE(24, 0);
    const res = await t.http
      .post('/api/v1/center/questions')
      .set('Authorization', `Bearer ${member.token}`)
      .field('category', 'treatment')
      .field('title', 'HEIC')
      .field('body', '아이폰 사진')
      .attach('files', Buffer.concat([heic, Buffer.alloc(200)]), {
        filename: 'IMG_0001.HEIC',
        contentType: 'image/heic',
      });
    expect(res.status).toBe(415);
    expect(filesUnder(privateRoot)).toEqual(before);
  });

  it('a picture whose structure is broken is refused (415, translated) and nothing is kept', async () => {
    const before = filesUnder(privateRoot);
    const broken = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1, 0xff, 0xf0]), Buffer.alloc(64, 0x41)]);
    const res = await t.http
      .post('/api/v1/forms')
      .set('Accept-Language', 'en')
      .field('name', '홍길동')
      .field('phone', '01012345678')
      .field('email', 'hong@example.com')
      .field('treatment', 'clarivein')
      .field('message', '사진')
      .field('consent', 'true')
      .field('marketing', 'false')
      .attach('files', broken, { filename: 'broken.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: translate('en', 'fileUnreadable') });
    expect(filesUnder(privateRoot)).toEqual(before);
  });
});

// ---------------------------------------------------------------- finding 9: existence oracle

describe('finding 9: no existence oracle outside a web root', () => {
  let web: string;
  let server: Server;
  let port: number;
  let files: TestApp;

  /** A GET with the path sent exactly as written (no client normalises `..` away). */
  const raw = (rawPath: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** Each forbidden path is answered exactly as the missing one beside it. */
  async function expectSameAsMissing(pairs: Array<[forbidden: string, missing: string]>) {
    for (const [forbidden, missing] of pairs) {
      const a = await raw(forbidden);
      const b = await raw(missing);
      expect(a.status, forbidden).toBe(404);
      expect({ status: a.status, type: a.type, body: a.body }, forbidden).toEqual({
        status: b.status,
        type: b.type,
        body: b.body,
      });
    }
  }

  beforeAll(async () => {
    // web/console (the console build), web/site (the public site), and a secret beside them.
    web = mkdtempSync(path.join(os.tmpdir(), 'clinic-web-'));
    mkdirSync(path.join(web, 'console', 'assets'), { recursive: true });
    mkdirSync(path.join(web, 'site'), { recursive: true });
    writeFileSync(path.join(web, 'console', 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(path.join(web, 'console', 'assets', 'app.js'), 'console.log(1);');
    writeFileSync(path.join(web, 'site', 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(path.join(web, 'site', 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(web, 'site', '404.html'), '<!doctype html><title>없는 페이지</title>');
    writeFileSync(path.join(web, 'secret.json'), '{"secret":true}');
    files = await startTestApp({ CONSOLE_DIR: path.join(web, 'console'), PUBLIC_SITE_DIR: path.join(web, 'site') });
    mkdirSync(path.join(files.config.dataDir, 'uploads', 'public', 'x'), { recursive: true });
    mkdirSync(path.join(files.config.dataDir, 'uploads', 'private', 'forms'), { recursive: true });
    writeFileSync(path.join(files.config.dataDir, 'uploads', 'public', 'x', 'a.webp'), 'webp');
    writeFileSync(path.join(files.config.dataDir, 'uploads', 'private', 'forms', 'secret.pdf'), '%PDF-1.4 secret');
    ({ server } = await listen(files));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await files.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('the files inside each root are served (the 404s below are not a broken server)', async () => {
    expect((await raw('/console/assets/app.js')).status).toBe(200);
    expect((await raw('/console/members')).body).toContain('<title>console</title>');
    expect((await raw('/robots.txt')).status).toBe(200);
    expect((await raw('/uploads/x/a.webp')).status).toBe(200);
  });

  it('/console: a file outside the build answers as a missing one, in every spelling', async () => {
    await expectSameAsMissing([
      ['/console/../secret.json', '/console/../nothing.json'],
      ['/console/assets/../../secret.json', '/console/assets/../../nothing.json'],
      ['/console/..%2fsecret.json', '/console/..%2fnothing.json'],
      ['/console/%2e%2e/secret.json', '/console/%2e%2e/nothing.json'],
      ['/console/%2E%2E%2Fsecret.json', '/console/%2E%2E%2Fnothing.json'],
      ['/console/..%5csecret.json', '/console/..%5cnothing.json'],
      ['/console/../../../../../../etc/passwd.txt', '/console/../../../../../../etc/nothing.txt'],
      ['/console/secret.json', '/console/nothing.json'],
    ]);
  });

  it('the public site: the same', async () => {
    await expectSameAsMissing([
      ['/../secret.json', '/../nothing.json'],
      ['/..%2fsecret.json', '/..%2fnothing.json'],
      ['/%2e%2e/secret.json', '/%2e%2e/nothing.json'],
      ['/en/..%2f..%2fsecret.json', '/en/..%2f..%2fnothing.json'],
      ['/..%2f..%2fsite', '/nothing-here'],
    ]);
  });

  it('/uploads: a private file (or anything outside) answers as a missing one', async () => {
    await expectSameAsMissing([
      ['/uploads/../private/forms/secret.pdf', '/uploads/../private/forms/nothing.pdf'],
      ['/uploads/..%2fprivate/forms/secret.pdf', '/uploads/..%2fprivate/forms/nothing.pdf'],
      ['/uploads/%2e%2e%2fprivate%2fforms%2fsecret.pdf', '/uploads/%2e%2e%2fprivate%2fforms%2fnothing.pdf'],
      ['/uploads/x/..%2f..%2fprivate/forms/secret.pdf', '/uploads/x/..%2f..%2fprivate/forms/nothing.pdf'],
      ['/uploads/..%5cprivate%5cforms%5csecret.pdf', '/uploads/..%5cprivate%5cforms%5cnothing.pdf'],
      ['/uploads/%E0%A4%A', '/uploads/x/nothing.webp'],
      ['/uploads/x', '/uploads/nothing'],
    ]);
    for (const p of ['/uploads/../private/forms/secret.pdf', '/uploads/..%2fprivate/forms/secret.pdf'])
      expect((await raw(p)).body).not.toContain('secret');
  });
});

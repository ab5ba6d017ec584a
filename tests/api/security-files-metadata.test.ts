import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { translate } from '@clinic/contract';
import { exifHasGps, filesUnder, pdfBytes } from './support/content.ts';
import {
  CAMERA,
  cameraJpeg,
  expectCleanCopyOf,
  GPS,
  ifd0Tags,
  pngChunks,
  pngWithText,
} from './support/cameraImages.ts';
import {
  boardAttachments,
  consultationAttachments,
  jpeg,
  member,
  memberDocument,
  privateRoot,
  questionAttachments,
  t,
  useAttachmentApp,
} from './support/attachmentRoutes.ts';
import { bearer } from './support/testApp.ts';

// Issue 11, finding 5. Pictures attached anywhere (board posts, 1:1 questions, consultation requests,
// institution documents) are stored without their metadata — no GPS position, no camera — in their
// own format with the very same pixels; PDFs as sent.

useAttachmentApp();

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
      .set('Authorization', bearer(member.token))
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

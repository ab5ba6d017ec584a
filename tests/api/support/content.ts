import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Stream } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Response, Test } from 'supertest';
import type { Translated } from '@clinic/contract';
import { bearer, tokenFor, type TestApp } from './testApp.ts';

/** Access tokens of a staff member (관리자: scopes console and admin) and of a plain member (no console scope). */
export async function staffAndMember(t: TestApp): Promise<{ staff: string; member: string }> {
  return { staff: await tokenFor(t, 'admin', 'staff'), member: await tokenFor(t, 'member') };
}

/** A translated field as the console sends it: Korean plus whatever other languages are given. */
export function tr(ko: string, rest: Partial<Translated> = {}): Translated {
  return { ko, en: '', cn: '', jp: '', ...rest };
}

/** A whole, valid settings record as the console's form sends it (`PUT /api/console/setting/:product`). */
export function settingsBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    onReview: false,
    reviewMembersOnly: false,
    clinicName: tr('서울하지정맥 흉부외과', { en: 'Seoul Vein Clinic', jp: 'ソウル静脈クリニック' }),
    representative: tr('김원장', { en: 'Dr. Kim', cn: '金院长' }),
    businessNumber: '123-45-67890',
    phone: '02-555-1234',
    email: 'info@example.com',
    address: tr('서울특별시 강남구 테헤란로 1', { en: '1 Teheran-ro, Gangnam-gu, Seoul', cn: '首尔江南区德黑兰路1号' }),
    kakaoChannelUrl: 'https://pf.kakao.com/_abc',
    naverBookingUrl: '',
    youtubeChannelUrl: 'https://www.youtube.com/@clinic',
    naverMapUrl: 'https://map.naver.com/p/1',
    kakaoMapUrl: 'https://map.kakao.com/?q=1',
    ...overrides,
  };
}

export type Order = 'ASC' | 'DESC';
export interface ListParams {
  sort?: [string, Order];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

/** The console's calls in the ra-data-simple-rest dialect, with a bearer token (or none). */
export function consoleClient(t: TestApp, token?: string) {
  const auth = (req: Test): Test => (token ? req.set('Authorization', bearer(token)) : req);
  const url = (resource: string, id?: number | string) => `/api/console/${resource}${id === undefined ? '' : `/${id}`}`;
  return {
    list: (resource: string, params: ListParams = {}): Test => {
      const query: Record<string, string> = {};
      if (params.sort) query.sort = JSON.stringify(params.sort);
      if (params.range) query.range = JSON.stringify(params.range);
      if (params.filter) query.filter = JSON.stringify(params.filter);
      return auth(t.http.get(url(resource)).query(query));
    },
    getOne: (resource: string, id: number | string): Test => auth(t.http.get(url(resource, id))),
    create: (resource: string, body: object): Test => auth(t.http.post(url(resource)).send(body)),
    update: (resource: string, id: number | string, body: object): Test =>
      auth(t.http.put(url(resource, id)).send(body)),
    remove: (resource: string, id: number | string): Test => auth(t.http.delete(url(resource, id))),
    /** Multipart upload of one file under `file` (the image routes). */
    upload: (pathUnderConsole: string, bytes: Buffer, filename: string, contentType: string): Test =>
      auth(t.http.post(`/api/console/${pathUnderConsole}`).attach('file', bytes, { filename, contentType })),
    raw: (method: 'get' | 'post' | 'put' | 'delete', pathUnderConsole: string): Test =>
      auth(t.http[method](`/api/console/${pathUnderConsole}`)),
  };
}
export type ConsoleClient = ReturnType<typeof consoleClient>;

/** `Content-Range: posts 0-24/319` (or `posts *\/0`) taken apart. */
export function contentRange(res: Response): { resource: string; start?: number; end?: number; total: number } {
  const header = String(res.headers['content-range'] ?? '');
  const match = /^(\S+) (?:(\d+)-(\d+)|\*)\/(\d+)$/.exec(header);
  if (!match) throw new Error(`no Content-Range in the answer: "${header}"`);
  return {
    resource: match[1]!,
    start: match[2] === undefined ? undefined : Number(match[2]),
    end: match[3] === undefined ? undefined : Number(match[3]),
    total: Number(match[4]),
  };
}

// ---------------------------------------------------------------- files

/** A JPEG straight from a camera: EXIF with a copyright, a camera make and a GPS position. */
export async function jpegWithGps(
  width = 1200,
  height = 800,
  opts: { orientation?: number; background?: string } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: opts.background ?? '#88aacc' } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Copyright: 'x', Make: 'ClinicTestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 5998/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 4/1',
      },
    });
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  return image.toBuffer();
}

export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
}

/**
 * A small PNG whose header claims `width` x `height` pixels (a "decompression bomb" in the making):
 * the IHDR chunk is rewritten with a correct CRC, the pixel data stays tiny.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A small, valid one-page PDF written by hand (with a correct cross-reference table). */
export function pdfBytes(text = 'Seoul vein clinic test'): Buffer {
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A Windows executable's first bytes ("MZ" header), whatever name it is given. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** True when a raw EXIF block (`Exif\0\0` + TIFF) has a GPS IFD pointer (tag 0x8825) in IFD0. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i += 1) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** The container format by the file's own bytes. */
export function formatOf(bytes: Buffer): 'webp' | 'avif' | 'jpeg' | 'png' | 'pdf' | 'unknown' {
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (bytes.subarray(4, 12).toString('latin1') === 'ftypavif') return 'avif';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return 'unknown';
}

/** A supertest parser that keeps a download's body as bytes: `.buffer(true).parse(binary)`. */
export const binary = (res: Stream, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Every file below `dir`, as paths relative to it (empty when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Where a public `/uploads/<key>` URL lives on disk for this test app. */
export function publicFile(t: TestApp, src: string): string {
  return path.join(t.config.dataDir, 'uploads', 'public', src.replace(/^\/uploads\//, ''));
}

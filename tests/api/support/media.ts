import sharp from 'sharp';
import type { PublicPhoto, PublicVideo } from '@clinic/contract';
import { admin, t } from './pages.ts';

// The clinic's videos and photos: the public answers, a picture to upload, and the demo mark as the
// database holds it (the dashboard's checklist counts `is_demo` rows).

export async function publicVideos(query = '', lang = 'ko'): Promise<PublicVideo[]> {
  const res = await t.http.get(`/api/v1/clinic/videos${query}`).set('Accept-Language', lang);
  if (res.status !== 200) throw new Error(`videos answered ${res.status}`);
  return res.body.videos as PublicVideo[];
}

export async function publicPhotos(query = '', lang = 'ko'): Promise<PublicPhoto[]> {
  const res = await t.http.get(`/api/v1/clinic/photos${query}`).set('Accept-Language', lang);
  if (res.status !== 200) throw new Error(`photos answered ${res.status}`);
  return res.body.photos as PublicPhoto[];
}

/** A plain picture, as a staff member's upload would be. */
export const picture = (color: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** Uploads `bytes` as `<resource>/<id>/<field>` and answers the record. */
export async function upload(resource: string, id: number, field: string, bytes: Buffer) {
  const res = await admin.upload(`${resource}/${id}/${field}`, bytes, 'picture.jpg', 'image/jpeg');
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** The `is_demo` column of a row, as a boolean whatever the driver gives. */
export async function isDemo(table: 'videos' | 'photos', id: number): Promise<boolean> {
  const row = (await t.db.knex(table).where({ id }).first('is_demo')) as { is_demo: number | boolean };
  return Boolean(row.is_demo);
}

/** How many rows of a table are still demo content. */
export async function demoCount(table: 'videos' | 'photos'): Promise<number> {
  const [row] = (await t.db.knex(table).where({ is_demo: true }).count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row!.n);
}

import type {
  CreateParams,
  CreateResult,
  DataProvider,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { httpClient } from './httpClient';

/**
 * File inputs go up as multipart through this dataProvider decorator. The record is saved as JSON
 * first (ra-data-simple-rest, unchanged); then every image the form holds is sent on its own:
 *
 * - a single image (`ImageInput`): a newly picked file is POSTed as `file` to `<res>/<id>/<path>`;
 *   an image the form removed is DELETEd there;
 * - a list of images (`ImageInput multiple`): images the form removed are DELETEd by index (from the
 *   end, so the indexes stay right), then new files are POSTed to `<res>/<id>/<path>/<length>`, which
 *   appends.
 *
 * The answer is the record as the server has it after the last call. Requests go through httpClient,
 * i.e. apiFetch: bearer token, Accept-Language, one refresh on a 401.
 */
export interface ImageUpload {
  /** The form field holding the image(s). */
  source: string;
  kind: 'single' | 'list';
  /** The path under `<res>/<id>/` that takes the file. */
  path: string;
}

export const UPLOADS: Record<string, ImageUpload[]> = {
  popups: [{ source: 'image', kind: 'single', path: 'image' }],
  banners: [{ source: 'image', kind: 'single', path: 'image' }],
  'clinic/reviews': [
    { source: 'thumb', kind: 'single', path: 'thumb' },
    { source: 'images', kind: 'list', path: 'images' },
  ],
  'board-posts': [{ source: 'thumb', kind: 'single', path: 'thumb' }],
};

/** What react-admin's FileInput puts in the form for a file picked in the browser. */
interface PickedFile {
  rawFile: File;
  src?: string;
  title?: string;
}

type Values = Record<string, unknown>;

const isPicked = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && (value as PickedFile).rawFile instanceof File;

/** The `src` of an image already stored (not of a file picked now). */
const storedSrc = (value: unknown): string | null =>
  typeof value === 'object' &&
  value !== null &&
  !isPicked(value) &&
  typeof (value as { src?: unknown }).src === 'string'
    ? (value as { src: string }).src
    : null;

function withoutImages(data: Values, uploads: ImageUpload[]): Values {
  const copy = { ...data };
  for (const upload of uploads) delete copy[upload.source];
  return copy;
}

async function call(url: string, method: 'POST' | 'DELETE', file?: File): Promise<RaRecord> {
  let body: FormData | undefined;
  if (file) {
    body = new FormData();
    body.append('file', file, file.name);
  }
  const { json } = await httpClient(url, { method, body });
  return json as RaRecord;
}

/** Brings the stored images of `saved` in line with what the form holds in `data`. */
async function syncImages(base: string, saved: RaRecord, data: Values, uploads: ImageUpload[]): Promise<RaRecord> {
  let current = saved;
  const url = (suffix: string) => `${base}/${encodeURIComponent(String(saved.id))}/${suffix}`;
  for (const upload of uploads) {
    if (!(upload.source in data)) continue; // the caller did not touch this field (e.g. a list toggle)
    const wanted = data[upload.source];
    const stored: unknown = current[upload.source];

    if (upload.kind === 'single') {
      if (isPicked(wanted)) current = await call(url(upload.path), 'POST', wanted.rawFile);
      else if (!storedSrc(wanted) && storedSrc(stored)) current = await call(url(upload.path), 'DELETE');
      continue;
    }

    const items: unknown[] = Array.isArray(wanted) ? wanted : [];
    const kept = new Set(items.map(storedSrc).filter((src): src is string => src !== null));
    const before: unknown[] = Array.isArray(stored) ? stored : [];
    const removed = before
      .map((image, index) => ({ src: storedSrc(image), index }))
      .filter(({ src }) => src === null || !kept.has(src))
      .map(({ index }) => index)
      .reverse();
    for (const index of removed) current = await call(url(`${upload.path}/${index}`), 'DELETE');
    let length = before.length - removed.length;
    for (const item of items) {
      if (!isPicked(item)) continue;
      current = await call(url(`${upload.path}/${length}`), 'POST', item.rawFile);
      length += 1;
    }
  }
  return current;
}

export function withUploads(provider: DataProvider, apiUrl: string): DataProvider {
  return {
    ...provider,

    async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams<R>,
    ): Promise<CreateResult<Result>> {
      const uploads = UPLOADS[resource];
      if (!uploads) return provider.create<R, Result>(resource, params);
      const data = params.data as Values;
      const { data: created } = await provider.create<Values, RaRecord>(resource, {
        ...params,
        data: withoutImages(data, uploads),
      });
      try {
        return { data: (await syncImages(`${apiUrl}/${resource}`, created, data, uploads)) as Result };
      } catch (error) {
        // A new record whose image was refused would be saved twice on the next try: take it back.
        await provider.delete(resource, { id: created.id, previousData: created }).catch(() => undefined);
        throw error;
      }
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
      const uploads = UPLOADS[resource];
      if (!uploads) return provider.update<R>(resource, params);
      const data = params.data as Values;
      const { data: updated } = await provider.update<RaRecord>(resource, {
        ...params,
        data: withoutImages(data, uploads),
      });
      return { data: (await syncImages(`${apiUrl}/${resource}`, updated, data, uploads)) as R };
    },
  };
}

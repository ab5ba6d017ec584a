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
 *   end, so the indexes stay right), then all new files are POSTed at once as `files` to
 *   `<res>/<id>/<path>`, which appends them in the order picked.
 *
 * Fields go up side by side. The answer is the record as the server has it after the last call; a
 * record is never taken back because an image failed (see uploadEvents). Requests go through httpClient,
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
  'clinic/doctors': [{ source: 'photo', kind: 'single', path: 'photo' }],
  treatments: [{ source: 'picture', kind: 'single', path: 'picture' }],
  'clinic/videos': [{ source: 'thumbnail', kind: 'single', path: 'thumbnail' }],
  'clinic/photos': [{ source: 'image', kind: 'single', path: 'image' }],
  'clinic/reviews': [
    { source: 'thumb', kind: 'single', path: 'thumb' },
    { source: 'images', kind: 'list', path: 'images' },
  ],
  'board-posts': [{ source: 'thumb', kind: 'single', path: 'thumb' }],
  setting: [{ source: 'ogImage', kind: 'single', path: 'ogImage' }],
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

async function call(url: string, method: 'POST' | 'DELETE', files: File[] = [], field = 'file'): Promise<void> {
  let body: FormData | undefined;
  if (files.length > 0) {
    body = new FormData();
    for (const file of files) body.append(field, file, file.name);
  }
  await httpClient(url, { method, body });
}

/** Why some images of a save did not go up: the record itself is saved (see withUploads). */
export interface UploadProblem {
  resource: string;
  id: Identifier;
  failed: number;
  message: string;
}

/**
 * What the layout shows staff of a save's images (a data provider has no screen of its own):
 * `progress` while they go up, `problem` when the record was kept but some were refused or cut off.
 */
export const uploadEvents = new EventTarget();

function reportProblem(problem: UploadProblem): void {
  uploadEvents.dispatchEvent(new CustomEvent<UploadProblem>('problem', { detail: problem }));
}

/** How far the images of a save have gone up: `done` of `total` files (`finished` once all calls ended). */
export interface UploadProgress {
  done: number;
  total: number;
  finished: boolean;
}

function reportProgress(progress: UploadProgress): void {
  uploadEvents.dispatchEvent(new CustomEvent<UploadProgress>('progress', { detail: progress }));
}

/** The files picked in the form for the touched image fields (what a save will send). */
function pickedFiles(data: Values, uploads: ImageUpload[]): number {
  return uploads
    .filter((upload) => upload.source in data)
    .reduce((n, upload) => {
      const wanted = data[upload.source];
      return n + (Array.isArray(wanted) ? wanted.filter(isPicked).length : isPicked(wanted) ? 1 : 0);
    }, 0);
}

/**
 * Brings the stored images of `saved` in line with what the form holds in `data`: the fields go up
 * side by side, and the new images of a list in one request (the server re-encodes them side by
 * side). Answers how many calls failed and the first failure's message.
 */
async function syncImages(
  base: string,
  saved: RaRecord,
  data: Values,
  uploads: ImageUpload[],
): Promise<{ failed: number; message: string }> {
  const url = (suffix: string) => `${base}/${encodeURIComponent(String(saved.id))}/${suffix}`;
  const total = pickedFiles(data, uploads);
  let done = 0;
  const sent = (files: number) => {
    done += files;
    reportProgress({ done, total, finished: false });
  };
  if (total > 0) reportProgress({ done, total, finished: false });
  const work = uploads
    .filter((upload) => upload.source in data) // the caller did not touch other fields (e.g. a list toggle)
    .map(async (upload) => {
      const wanted = data[upload.source];
      const stored: unknown = saved[upload.source];
      if (upload.kind === 'single') {
        if (isPicked(wanted)) {
          await call(url(upload.path), 'POST', [wanted.rawFile]);
          sent(1);
        } else if (!storedSrc(wanted) && storedSrc(stored)) await call(url(upload.path), 'DELETE');
        return;
      }
      const items: unknown[] = Array.isArray(wanted) ? wanted : [];
      const kept = new Set(items.map(storedSrc).filter((src): src is string => src !== null));
      const before: unknown[] = Array.isArray(stored) ? stored : [];
      const removed = before
        .map((image, index) => ({ src: storedSrc(image), index }))
        .filter(({ src }) => src === null || !kept.has(src))
        .map(({ index }) => index)
        .reverse();
      // From the end, so the indexes stay right.
      for (const index of removed) await call(url(`${upload.path}/${index}`), 'DELETE');
      const picked = items.filter(isPicked).map((item) => item.rawFile);
      if (picked.length > 0) {
        await call(url(upload.path), 'POST', picked, 'files');
        sent(picked.length);
      }
    });
  const results = await Promise.allSettled(work);
  if (total > 0) reportProgress({ done, total, finished: true });
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  const first = failures[0]?.reason as { message?: unknown } | undefined;
  return { failed: failures.length, message: typeof first?.message === 'string' ? first.message : '' };
}

/** The record as the server has it after the images went up (or did not). */
async function reread(base: string, id: Identifier): Promise<RaRecord> {
  const { json } = await httpClient(`${base}/${encodeURIComponent(String(id))}`);
  return json as RaRecord;
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
      // The record stays whatever happens to its images (staff never lose what they wrote, and leaving
      // the page mid-save deletes nothing): a failure is reported, and the images can be sent again.
      const base = `${apiUrl}/${resource}`;
      const { failed, message } = await syncImages(base, created, data, uploads);
      if (failed > 0) reportProblem({ resource, id: created.id, failed, message });
      return { data: (await reread(base, created.id)) as Result };
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
      const uploads = UPLOADS[resource];
      if (!uploads) return provider.update<R>(resource, params);
      const data = params.data as Values;
      const { data: updated } = await provider.update<RaRecord>(resource, {
        ...params,
        data: withoutImages(data, uploads),
      });
      const base = `${apiUrl}/${resource}`;
      const { failed, message } = await syncImages(base, updated, data, uploads);
      if (failed > 0) reportProblem({ resource, id: updated.id, failed, message });
      return { data: (await reread(base, updated.id)) as R };
    },
  };
}

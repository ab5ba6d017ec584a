import { youtubeThumbnail, type ImageVariants } from '@clinic/contract';
import { fromDbBool, fromDbTime, imageOf, type PhotoRow, translatedOf, type VideoRow } from '../../db/index.js';

/** The clinic's videos and photos (story and clinic videos; hero, information and panorama photos): rows and records. */

/** The cache tag of each: public answers carry it, console writes clear it. */
export const TAGS = { videos: 'videos', photos: 'photos' } as const;

/** Any staff change makes a seeded demo row the clinic's own (the dashboard's checklist counts the rest). */
export const STAFF_CHANGE = { is_demo: false } as const;
/** A photo's image uploaded or removed: the demo illustration goes for good as well. */
export const PHOTO_IMAGE_CHANGE = { ...STAFF_CHANGE, illustration: null } as const;

const common = (row: VideoRow | PhotoRow) => ({
  id: row.id,
  placement: row.placement,
  position: row.position,
  enabled: fromDbBool(row.enabled),
  isDemo: fromDbBool(row.is_demo),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

export const videoRecord = (row: VideoRow) => ({
  ...common(row),
  youtubeId: row.youtube_id,
  title: translatedOf(row.title),
  thumbnail: imageOf(row.thumbnail),
  /** What the site shows before the click when no thumbnail is uploaded. */
  youtubeThumbnail: youtubeThumbnail(row.youtube_id),
});

export const photoRecord = (row: PhotoRow) => ({
  ...common(row),
  image: imageOf(row.image),
  /** A demo photo's illustration, shown while no image is uploaded (null once one is). */
  illustration: illustrationOf(row)?.src ?? null,
  name: translatedOf(row.name),
  alt: translatedOf(row.alt),
  text: translatedOf(row.text),
});

/** A video's picture before the click: the uploaded thumbnail, or YouTube's own (480 × 360). */
export function videoThumbnail(row: VideoRow): ImageVariants {
  return (
    imageOf(row.thumbnail) ?? { src: youtubeThumbnail(row.youtube_id), width: 480, height: 360, webp: [], avif: [] }
  );
}

/** The site's illustrations are 640 × 400 SVGs (public-site/public/images). */
const ILLUSTRATION = { width: 640, height: 400 };

/** A demo photo's illustration as an image answer (one file, no variants), or null. */
function illustrationOf(row: PhotoRow): ImageVariants | null {
  if (!row.illustration || !/^[a-z0-9-]{1,40}$/.test(row.illustration)) return null;
  return { src: `/images/${row.illustration}.svg`, ...ILLUSTRATION, webp: [], avif: [] };
}

/** What a photo shows: its uploaded image, or a demo row's illustration; null when it has neither. */
export function photoImage(row: PhotoRow): ImageVariants | null {
  return imageOf(row.image) ?? illustrationOf(row);
}

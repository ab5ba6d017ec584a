/**
 * A record's picture in a phone's one-line list (inside SimpleList's avatar circle). Decorative: the
 * line beside it names the record.
 */
export function AvatarPicture({ src }: { src: string | null | undefined }) {
  if (!src) return null;
  return <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />;
}

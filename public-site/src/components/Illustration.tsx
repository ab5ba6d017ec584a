import type { IllustrationKey } from '../content/types';

/** One of our SVG illustrations (public/images), with real alt text. */
export function Illustration({ name, alt, className }: { name: IllustrationKey; alt: string; className?: string }) {
  const portrait = name === 'doctor';
  return (
    <img
      className={className ?? 'illustration'}
      src={`/images/${name}.svg`}
      alt={alt}
      width={portrait ? 400 : 640}
      height={portrait ? 480 : 400}
      loading="lazy"
      decoding="async"
    />
  );
}

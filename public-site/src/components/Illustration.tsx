import type { IllustrationKey } from '../content/types';

/** One of our SVG illustrations (public/images), with real alt text. */
export function Illustration({
  name,
  alt,
  className,
  lang,
}: {
  name: IllustrationKey;
  alt: string;
  className?: string;
  /** The alt text's language when it differs from the page's (lib/textLang). */
  lang?: string;
}) {
  const portrait = name === 'doctor';
  return (
    <img
      className={className ?? 'illustration'}
      src={`/images/${name}.svg`}
      alt={alt}
      lang={lang}
      width={portrait ? 400 : 640}
      height={portrait ? 480 : 400}
      loading="lazy"
      decoding="async"
    />
  );
}

import type { ImageVariants } from '@clinic/contract';

const srcSet = (variants: ImageVariants['webp']) => variants.map((v) => `${v.src} ${v.width}w`).join(', ');

/** An uploaded image: AVIF and WebP at several widths, sized by the layout (one file when it has no variants). */
export function Picture({
  image,
  alt,
  sizes,
  className,
  eager,
  lang,
}: {
  image: ImageVariants;
  alt: string;
  /** The alt text's language when it differs from the page's (lib/textLang). */
  lang?: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <picture className={className}>
      {image.avif.length > 0 && <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={image.webp.length > 0 ? srcSet(image.webp) : undefined}
        sizes={image.webp.length > 0 ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        lang={lang}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}

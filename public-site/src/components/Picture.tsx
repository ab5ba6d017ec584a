import type { ImageVariants } from '@clinic/contract';

/** An uploaded image: AVIF and WebP at several widths, sized by the layout. */
export function Picture({
  image,
  alt,
  sizes,
  className,
  eager,
}: {
  image: ImageVariants;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif.map((v) => `${v.src} ${v.width}w`).join(', ')} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.webp.map((v) => `${v.src} ${v.width}w`).join(', ')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}

import { useEffect, useState } from 'react';
import type { PublicBanner } from '@clinic/contract';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { useI18n } from '../../lib/i18n';
import { Picture } from '../../components/Picture';
import { useTextLang } from '../../lib/textLang';

/** Banners staff publish for the main page (`GET /v1/banners/main`); nothing when there are none. */
export function Banners() {
  const { locale, t, link } = useI18n();
  const [banners, setBanners] = useState<PublicBanner[]>([]);
  const langOf = useTextLang();
  useEffect(() => {
    const controller = new AbortController();
    apiGet<{ banners: PublicBanner[] }>(endpoints.mainBanners(), locale, controller.signal)
      .then(({ banners }) => setBanners(banners.filter((b) => b.image)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);
  if (banners.length === 0) return null;
  return (
    <section className="section banners" aria-label={t('site.banners')}>
      <ul className="section__inner banner-list">
        {banners.map((banner) => {
          const alt = banner.alt || banner.title;
          const picture = (
            <Picture image={banner.image!} alt={alt} lang={langOf(alt)} sizes="(max-width: 1120px) 100vw, 1120px" />
          );
          return <li key={banner.id}>{banner.link ? <a href={link(banner.link)}>{picture}</a> : picture}</li>;
        })}
      </ul>
    </section>
  );
}

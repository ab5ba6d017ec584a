import type { LoaderFunctionArgs } from 'react-router';
import type { PublicFee } from '@clinic/contract';
import type { InformationPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { medicalClinic } from '../../lib/seo/jsonLd';
import { ArticleView } from '../../components/Article';
import { addressLine } from '../../lib/address';
import { fetchFees } from '../../lib/feeLoader';
import { useSettings } from '../../lib/settings';
import { catalog, localeOf, useI18n } from '../../lib/i18n';
import { hoursRows } from '../../lib/hours';
import { Lang, useTextLang } from '../../lib/textLang';

/** The fee table, for the clinic's price range in the page's JSON-LD. */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ fees: PublicFee[] | null }> {
  return { fees: await fetchFees(localeOf(request)) };
}

/**
 * `/introduction/information`: hours (from the settings, in the page's language), directions, parking
 * and map links (no third-party script).
 */
export function Page({ content: page }: { content: InformationPage }) {
  const { t, locale } = useI18n();
  const settings = useSettings();
  const langOf = useTextLang();
  const note = settings.hoursNote.trim();
  const maps = [
    { href: settings.naverMapUrl, label: page.naverMap },
    { href: settings.kakaoMapUrl, label: page.kakaoMap },
  ].filter((m) => m.href);
  return (
    <ArticleView page={page}>
      <section className="info-block" aria-labelledby="hours-heading">
        <h2 id="hours-heading">{t('info.hours')}</h2>
        <dl className="hours">
          {hoursRows(settings, locale).map((row) => (
            <div key={row.category}>
              <dt>{row.category}</dt>
              <dd>{row.text}</dd>
            </div>
          ))}
        </dl>
        {note && (
          <p className="note" lang={langOf(note)}>
            {note}
          </p>
        )}
        <p className="note">
          <Lang text={page.hoursNote} />
        </p>
      </section>
      <section className="info-block" aria-labelledby="directions-heading">
        <h2 id="directions-heading">{t('info.directions')}</h2>
        <p>
          <strong>{t('footer.address')}</strong>{' '}
          <Lang text={addressLine(settings.address, settings.postalCode, locale)} />
        </p>
        <dl className="hours">
          {page.directions.map((row) => (
            <div key={row.category}>
              <dt>{row.category}</dt>
              <dd>
                {/* A fact filled in ({{subway}}) may be the Korean where staff left it untranslated. */}
                <Lang text={row.text} />
              </dd>
            </div>
          ))}
        </dl>
        <p>
          <Lang text={page.parking} />
        </p>
        {/* A map link staff left empty is left out, and the heading with the last one. */}
        {maps.length > 0 && (
          <>
            <h3>{page.mapHeading}</h3>
            <ul className="map-links">
              {maps.map((m) => (
                <li key={m.href}>
                  <a className="button" href={m.href} target="_blank" rel="noopener noreferrer">
                    {m.label}
                    <span className="visually-hidden"> {t('site.newWindow')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </ArticleView>
  );
}

export function head(page: InformationPage, { settings, locale, data }: HeadArgs): HeadInfo {
  const fees = (data as { fees?: PublicFee[] | null } | undefined)?.fees;
  return {
    title: page.title,
    description: page.description,
    jsonLd: [medicalClinic({ settings, locale, description: catalog(locale).site.description, fees })],
  };
}

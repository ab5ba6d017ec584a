import { useEffect, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Locale, MainCode } from '@clinic/contract';
import type { HomeContent } from '../../content/types';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { localeOf, useI18n } from '../../lib/i18n';
import { Picture } from '../../components/Picture';
import { Counter } from './Counter';
import { useHomeMedia } from './media';
import { Lang, useTextLang } from '../../lib/textLang';

const CODES = ['all', 'clarivein', 'venaseal'] as const;
/**
 * Spec section 9: where a counter starts counting up from and how long it takes (the total from 1,000
 * over 2 s, the other two from 0 over 2.5 s), and its figure should the API not answer.
 */
const COUNTERS: Record<MainCode, { fallback: number; from: number; ms: number }> = {
  all: { fallback: 4000, from: 1000, ms: 2000 },
  clarivein: { fallback: 2700, from: 0, ms: 2500 },
  venaseal: { fallback: 1300, from: 0, ms: 2500 },
};

export type HeroCounts = Record<MainCode, number>;
const fallbacks = () => Object.fromEntries(CODES.map((code) => [code, COUNTERS[code].fallback])) as HeroCounts;

/** The counts the API gives (`GET /v1/{product}/mains`); one it does not answer is left out. */
async function fetchCounts(locale: Locale, signal?: AbortSignal): Promise<Partial<HeroCounts>> {
  const entries = await Promise.all(
    CODES.map(async (code) => {
      const count = await apiGet<{ mains: Array<{ count: number }> }>(endpoints.mains(code), locale, signal)
        .then(({ mains }) => mains[0]?.count)
        .catch(() => undefined);
      return typeof count === 'number' ? [[code, count] as const] : [];
    }),
  );
  return Object.fromEntries(entries.flat());
}

export interface HeroData {
  counts: HeroCounts;
}

/** The three counts (`GET /v1/{product}/mains`), read before the page renders so its HTML shows them. */
export async function heroLoader({ request }: LoaderFunctionArgs): Promise<HeroData> {
  const counts = await fetchCounts(localeOf(request), request.signal);
  return { counts: { ...fallbacks(), ...counts } };
}

/** The opening section: heading, the three surgery counters and claims, and the hero picture (console: 사진). */
export function Hero({ c }: { c: HomeContent['hero'] }) {
  const { locale } = useI18n();
  const loaded = (useLoaderData() as { counts?: HeroCounts } | undefined)?.counts;
  const [counts, setCounts] = useState(loaded ?? fallbacks());
  const picture = useHomeMedia().photos('hero')[0];
  const langOf = useTextLang();
  // A page kept from earlier may be behind the API: after hydration the counters follow its answer now.
  useEffect(() => {
    const controller = new AbortController();
    fetchCounts(locale, controller.signal)
      .then((now) => !controller.signal.aborted && setCounts((prev) => ({ ...prev, ...now })))
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale]);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className={picture ? 'hero__inner hero__inner--picture' : 'hero__inner'}>
        <h1 id="hero-title">
          <Lang text={c.heading} />
        </h1>
        <p className="hero__text">
          <Lang text={c.text} />
        </p>
        <dl className="hero__counters">
          {CODES.map((code) => (
            <div key={code} className="hero__counter" data-testid={`counter-${code}`}>
              <dt>{c.counterLabels[code === 'all' ? 'total' : code]}</dt>
              <dd>
                <Counter
                  to={counts[code]}
                  from={COUNTERS[code].from}
                  ms={COUNTERS[code].ms}
                  label={c.counterLabels[code === 'all' ? 'total' : code]}
                />
                <span className="hero__unit">{c.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
        <ul className="hero__claims">
          <li>
            <Lang text={c.claims.clarivein} />
          </li>
          <li>
            <Lang text={c.claims.venaseal} />
          </li>
        </ul>
        {picture && (
          <Picture
            image={picture.image}
            alt={picture.alt}
            lang={langOf(picture.alt)}
            sizes="(min-width: 1024px) 26rem, 100vw"
            className="hero__picture"
            eager
          />
        )}
      </div>
    </section>
  );
}

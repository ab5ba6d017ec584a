import { useEffect, useState } from 'react';
import type { MainCode } from '@clinic/contract';
import type { HomeContent } from '../../content/types';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { useI18n } from '../../lib/i18n';
import { Counter } from './Counter';

/** Spec section 9: the counters' starting points and durations, and their defaults before the API answers. */
const COUNTERS: Record<MainCode, { from: number; initial: number; ms: number }> = {
  all: { from: 1000, initial: 4000, ms: 2000 },
  clarivein: { from: 0, initial: 2700, ms: 2500 },
  venaseal: { from: 0, initial: 1300, ms: 2500 },
};

/** The opening section: heading, the three surgery counters (from `GET /v1/{product}/mains`) and claims. */
export function Hero({ c }: { c: HomeContent['hero'] }) {
  const { locale } = useI18n();
  const [counts, setCounts] = useState<Record<MainCode, number>>({
    all: COUNTERS.all.initial,
    clarivein: COUNTERS.clarivein.initial,
    venaseal: COUNTERS.venaseal.initial,
  });
  useEffect(() => {
    const controller = new AbortController();
    for (const code of ['all', 'clarivein', 'venaseal'] as const) {
      apiGet<{ mains: Array<{ code: MainCode; count: number }> }>(endpoints.mains(code), locale, controller.signal)
        .then(({ mains }) => {
          const count = mains[0]?.count;
          if (typeof count === 'number') setCounts((prev) => ({ ...prev, [code]: count }));
        })
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [locale]);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <h1 id="hero-title">{c.heading}</h1>
        <p className="hero__text">{c.text}</p>
        <dl className="hero__counters">
          {(['all', 'clarivein', 'venaseal'] as const).map((code) => (
            <div key={code} className="hero__counter" data-testid={`counter-${code}`}>
              <dt>{c.counterLabels[code === 'all' ? 'total' : code]}</dt>
              <dd>
                <Counter
                  from={COUNTERS[code].from}
                  to={counts[code]}
                  ms={COUNTERS[code].ms}
                  label={c.counterLabels[code === 'all' ? 'total' : code]}
                />
                <span className="hero__unit">{c.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
        <ul className="hero__claims">
          <li>{c.claims.clarivein}</li>
          <li>{c.claims.venaseal}</li>
        </ul>
      </div>
    </section>
  );
}

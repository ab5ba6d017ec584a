import type { LoaderFunctionArgs } from 'react-router';
import type { PublicDoctor, PublicFee } from '@clinic/contract';
import type { HomeContent } from '../../content/types';
import { fetchDoctors } from '../../lib/doctors';
import { fetchFees } from '../../lib/feeLoader';
import { catalog, localeOf } from '../../lib/i18n';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { medicalClinic } from '../../lib/seo/jsonLd';
import { Banners } from './Banners';
import { CostGuide } from './CostGuide';
import { Director } from './Director';
import { Hero, heroLoader } from './Hero';
import { Information } from './Information';
import { Popups, popupsLoader } from './Popups';
import { homeMediaLoader } from './media';
import { Professionalism } from './Professionalism';
import { Reviews } from './Reviews';
import { Story } from './Story';
import { Surgeries } from './Surgeries';

/**
 * The counters' figures, the doctors shown (the director card is the first), the videos, the photos
 * and the popups, so the server-rendered page has them, and the fee table (the clinic's price range in
 * its JSON-LD). The main page still renders when the doctors, the popups or the fees cannot be read.
 */
export async function loader(args: LoaderFunctionArgs) {
  const locale = localeOf(args.request);
  const [hero, media, doctors, popups, fees] = await Promise.all([
    heroLoader(args),
    homeMediaLoader(args),
    fetchDoctors(locale, args.request.signal).catch((): PublicDoctor[] => []),
    popupsLoader(args),
    fetchFees(locale),
  ]);
  return { ...hero, ...media, doctors, ...popups, fees };
}

/** The main page, in the spec's order. */
export function Page({ content }: { content: HomeContent }) {
  return (
    <div className="home">
      <Popups />
      <Hero c={content.hero} />
      <Banners />
      <Director c={content.director} />
      <Professionalism c={content.professionalism} />
      <Surgeries c={content.surgeries} />
      <Story c={content.story} />
      <Reviews c={content.reviews} />
      <CostGuide c={content.cost} />
      <Information c={content.info} play={content.story.play} />
    </div>
  );
}

export function head(content: HomeContent, { siteName, settings, locale, data }: HeadArgs): HeadInfo {
  const fees = (data as { fees?: PublicFee[] | null } | undefined)?.fees;
  return {
    title: siteName,
    description: content.description,
    jsonLd: [medicalClinic({ settings, locale, description: catalog(locale).site.description, fees })],
  };
}

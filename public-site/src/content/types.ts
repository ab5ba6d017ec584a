import type { ImageVariants, Locale } from '@clinic/contract';

/**
 * The shapes of the public site's static content. Every page file exports `Localized<...>` values,
 * so a locale missing a field is a type error (and `npm test` fails).
 *
 * Writing rules (Korean medical advertising law): plain, warm, accurate; no superlatives (최고, 최초,
 * 유일, 완벽, 100%), no promises of cure or painless treatment (완치, 재발 없음, 통증 없이), no patient
 * testimonials, no comparisons with other clinics. Numbers only as spec section 9 gives them.
 *
 * Facts the clinic may change are never written here: a text names them in double braces
 * (`전화({{phone}})`, `{{address}}`, `{{subway}}`; the names are lib/facts.ts FACT_NAMES) and the
 * page is filled in from the settings when it renders. In Korean, put no particle that depends on
 * the fact's last sound right after it (write `{{address}}입니다`, `주소({{address}})로`, not `{{address}}을`).
 */
export type Localized<T> = Record<Locale, T>;

/** The blocks of a page's sections and their illustrations: the contract's (the console writes them). */
export type { IllustrationKey, PageBlock as Block, PageSection as Section } from '@clinic/contract';
import type { IllustrationKey, PageSection as Section } from '@clinic/contract';

export interface ArticlePage {
  /** The page's h1 and <title>. */
  title: string;
  /** Meta description, at most 160 characters (Korean: at most 80 characters). */
  description: string;
  /** The opening paragraph under the title. */
  lead: string;
  sections: Section[];
}

/** The team page: its texts; the doctors themselves come from the console (`GET /v1/{product}/doctors`). */
export interface TeamPage extends ArticlePage {
  /** What a doctor's photo is, before the name: '의료진 사진' → alt '의료진 사진: 홍길동'. */
  photoAlt: string;
  /** The alt text of the neutral illustration shown until a doctor has a photo (says what it is). */
  placeholderAlt: string;
  /** Label of the link button in the staff dialog (it links to the consultation form). */
  linkLabel: string;
}

/** `/introduction/panorama`: its heading and lead; the places are photos staff keep in the console (사진). */
export type PanoramaPage = ArticlePage;

export interface InformationPage extends ArticlePage {
  /** Under the hours, which the page shows from the settings (사이트 설정): a general word, no time. */
  hoursNote: string;
  directions: Array<{ category: string; text: string }>;
  parking: string;
  mapHeading: string;
  naverMap: string;
  kakaoMap: string;
}

export interface SelfDiagnosisPage extends ArticlePage {
  /** Yes/no questions; each yes is one point. */
  questions: string[];
  /** Result bands by score, covering 0..questions.length without gaps. */
  results: Array<{ min: number; max: number; title: string; text: string }>;
  yes: string;
  no: string;
  submit: string;
  reset: string;
  scoreLabel: string;
  /** Call to book, under the result. */
  cta: string;
  disclaimer: string;
}

export type SurgeryKey = 'clarivein' | 'flebogrif' | 'venaseal' | 'rfa' | 'laser' | 'stripping';

export interface SurgeryPage extends ArticlePage {
  nameKo: string;
  nameEn: string;
  /** Key facts shown as a definition list; the numbers are spec section 9's, exactly. */
  facts: {
    duration: string;
    anesthesia: string;
    cost: string;
    insurance: string;
    recovery: string;
  };
  factLabels: { duration: string; anesthesia: string; cost: string; insurance: string; recovery: string };
}

/** A treatment's card on the main page: from the treatments staff keep (치료 방법), not the page text. */
export interface SurgeryCard {
  /** The treatment's address below its section (`venaseal`). */
  key: string;
  /** Its page below the locale prefix (`/surgery/venaseal`). */
  path: string;
  illustration: IllustrationKey;
  picture: ImageVariants | null;
  nameKo: string;
  nameEn: string;
  subject: string;
  /** Three to five short lines shown in the card's dialog. */
  contents: string[];
  photoAlt: string;
}

export interface HomeContent {
  title: string;
  description: string;
  hero: {
    heading: string;
    text: string;
    counterLabels: { total: string; clarivein: string; venaseal: string };
    /** Spec: the claims 3,500 clarivein and 1,350 venaseal cases, as one sentence each. */
    claims: { clarivein: string; venaseal: string };
    unit: string;
  };
  /** The director card: the first doctor shown (from the console); these are its texts. */
  director: { heading: string; photoAlt: string; placeholderAlt: string; more: string };
  professionalism: {
    heading: string;
    intro: string;
    /** Exactly three items; a click on the subject checks it and shows the answer. */
    checklist: Array<{ subject: string; answer: string }>;
  };
  surgeries: { heading: string; intro: string; cards: SurgeryCard[]; dialogLink: string; close: string };
  story: {
    heading: string;
    intro: string;
    play: string;
    channel: string;
  };
  reviews: { heading: string; intro: string; more: string; enlarge: string };
  cost: { heading: string; text: string; warning: string; link: string };
  info: {
    heading: string;
    phone: string;
    address: string;
    hours: string;
    directions: string;
    map: string;
    video: string;
  };
}

export interface CostPage extends ArticlePage {
  /** Heading of the non-covered fee table (anchor #non-benefit). */
  tableHeading: string;
  /** Heading of the table of rows covered by national health insurance (anchor #covered), and a word on what a patient pays. */
  coveredHeading: string;
  coveredNote: string;
  columns: { item: string; min: string; max: string };
  unit: string;
  updated: string;
  /** Trademark and impersonation warning. */
  warning: string;
}

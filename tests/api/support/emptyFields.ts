import type { Test } from 'supertest';
import type { Locale } from '@clinic/contract';
import { signIn, useTestApp, type TestApp, type TestUser } from './testApp.ts';
import { consoleClient, settingsBody, tr, type ConsoleClient } from './content.ts';
import { newContact, newUsername, PASSWORD } from './members.ts';

// Emptied fields in console forms: the app (set by useEmptyFieldsApp()), the shape of one case per
// console resource, and the helpers the cases are written with.

export let t: TestApp;
export let api: ConsoleClient;
export let staffUser: TestUser;

/** The file's test app (useTestApp) with a staff client and reviews on, before its first test. */
export function useEmptyFieldsApp(): TestApp {
  t = useTestApp({
    ready: async (app) => {
      const signedIn = await signIn(app, 'staff');
      staffUser = signedIn;
      api = consoleClient(app, signedIn.token);
      // Reviews are public only while they are on (the settings row below keeps them on).
      const on = await api.update('setting', 'clinic', settingsBody({ onReview: true }));
      if (on.status !== 200) throw new Error(`settings: ${on.status} ${JSON.stringify(on.body)}`);
    },
  });
  return t;
}

export type Body = Record<string, unknown>;

export interface OptionalField {
  /** Where it is in the record: `note`, or one language of a translated text, `title.en`. */
  path: string;
  /**
   * What the console sends once the input is emptied: '' from a text input (`keepText`) or an
   * emptied editor, null from a date-time input (`toInstant`) or a select with no choice, [] from
   * an emptied list, `tr('')` from a translated text emptied in every language.
   */
  sent: unknown;
  /** What the record answers afterwards, when not what was sent. */
  shown?: unknown;
  /** What the public answer shows afterwards under `key`, read in `locale` (Korean by default). */
  public?: { key: string; locale?: Locale; shown: unknown };
}

export interface EmptyCase {
  /** Under /api/console. */
  resource: string;
  /** What the case is about, when the resource alone does not say it. */
  label?: string;
  setup?: () => Promise<void>;
  /** A record with every optional field filled, as the create form sends it. */
  body: () => Body;
  /** How the record is made, when it is not a POST of `body`; answers its id. */
  make?: (body: Body) => Promise<number | string>;
  /** The console's transform on the Edit page (what it sends of the form's values), if it has one. */
  transform?: (values: Body) => Body;
  /** How the Edit page saves, when not `PUT <resource>/<id>`. */
  save?: (id: number | string, body: Body) => Test;
  fields: OptionalField[];
  /** The public answer that shows the record, and the record in it. */
  public?: { path: string; find: (answer: Body, record: Body) => Body | undefined };
  /** The save takes the whole form (settings): there is no field it may leave out. */
  whole?: boolean;
}

/** A translated text in all four languages. */
export const all4 = (ko: string) => tr(ko, { en: `${ko} (en)`, cn: `${ko} (cn)`, jp: `${ko} (jp)` });

/**
 * The other languages of a translated text, each emptied alone: the record keeps '' and the public
 * answer in that language falls back to the Korean text.
 */
export const otherLanguages = (key: string, ko: string): OptionalField[] =>
  (['en', 'cn', 'jp'] as const).map((locale) => ({
    path: `${key}.${locale}`,
    sent: '',
    public: { key, locale, shown: ko },
  }));

export const byId = (list: string) => (answer: Body, record: Body) =>
  (answer[list] as Body[] | undefined)?.find((item) => item.id === record.id);

/** The answer's body, once its status is `status`. */
export async function bodyOf(res: Test, status = 201): Promise<Body> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Body;
}

/** A consultation request as the public form sends it (multipart), answering its id. */
export async function submitRequest(): Promise<number> {
  const fields = {
    name: '빈칸순',
    phone: newContact().phone,
    email: '',
    treatment: 'venaseal',
    message: '다리가 붓고 무겁습니다.',
    consent: 'true',
  };
  let req = t.http.post('/api/v1/forms');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return ((await bodyOf(req)).form as { id: number }).id;
}

/** A member registered by staff, with a level when given. */
export const memberBody = (levelId: number | null = null): Body => ({
  kind: 'PERSON',
  username: newUsername(),
  password: PASSWORD,
  name: '빈칸회원',
  ...newContact(),
  birthDate: null,
  levelId,
});

/** console/src/resources/members/MemberInputs.tsx memberUpdateTransform. */
export const memberUpdateTransform = (v: Body): Body => ({
  name: v.name,
  email: v.email,
  phone: typeof v.phone === 'string' ? v.phone.replace(/\D/g, '') : '',
  levelId: v.levelId ?? null,
  status: v.status,
});

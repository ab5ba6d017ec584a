import { diffArrays, diffChars, diffWords } from 'diff';
import { z } from 'zod';
import type { Locale } from './locales.js';
import type { ImageVariants } from './site.js';
import { code } from './validation.js';
import { ANY_BRACES, isKnownFact } from './facts.js';
import { PAGE_DESCRIPTION_KO_MAX, PAGE_DESCRIPTION_MAX, PAGE_LEAD_MAX, PAGE_TITLE_MAX } from './pages.js';

/**
 * A page's text as staff write it in the console (페이지 문구): the rules a draft must meet, the
 * checks that warn (forbidden expressions, a typed phone number), where in the page a field is, in
 * words, and what changed between two versions. The API applies them on save and publish; the
 * console shows the same words.
 */

// ---- facts a text names in double braces: contract/src/facts.ts ----

// ---- the blocks ----

/** The illustrations in `public-site/public/images/` (SVG) a figure may show, by file name. */
export const ILLUSTRATIONS = [
  'leg-veins',
  'valve-normal',
  'valve-reflux',
  'ultrasound',
  'stockings',
  'injection',
  'catheter',
  'glue',
  'heat',
  'stripping',
  'clinic-reception',
  'clinic-waiting',
  'clinic-consult',
  'clinic-ultrasound',
  'clinic-procedure',
  'clinic-recovery',
  'clinic-hallway',
  'clinic-exterior',
  'clinic-parking',
  'doctor',
] as const;
export type IllustrationKey = (typeof ILLUSTRATIONS)[number];

export type PageBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  /** A highlighted remark (a caution, a tip). */
  | { kind: 'note'; text: string }
  /** One of the site's illustrations (`image`), or a picture staff uploaded (`picture`). */
  | { kind: 'figure'; image?: IllustrationKey; picture?: ImageVariants; alt: string; caption?: string }
  /** A shared text's blocks (page `shared/{key}`), written once for several pages; the API puts them in. */
  | { kind: 'shared'; key: string };
export type PageBlockKind = PageBlock['kind'];
export const PAGE_BLOCK_KINDS: readonly PageBlockKind[] = ['p', 'list', 'table', 'note', 'figure', 'shared'];

/** Shared texts are pages under this key: `shared/surgery-warning-signs`. */
export const SHARED_PAGE_PREFIX = 'shared/';
export const SHARED_KEY_RULE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export interface PageSection {
  /** Optional anchor id (ASCII, kebab-case), e.g. 'non-benefit': links to `#non-benefit` rely on it. */
  id?: string;
  heading: string;
  blocks: PageBlock[];
}

export const PAGE_HEADING_MAX = 120;
export const PAGE_PARAGRAPH_MAX = 3000;
export const PAGE_ITEM_MAX = 1000;
export const PAGE_CELL_MAX = 300;
export const PAGE_SECTIONS_MAX = 40;
export const PAGE_BLOCKS_MAX = 60;
export const PAGE_ITEMS_MAX = 50;
export const PAGE_COLUMNS_MAX = 8;
export const PAGE_ROWS_MAX = 80;

/** A text a block must have, in every language (a translation has no Korean to fall back on here). */
const filled = (max: number) =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .max(max, { error: code('maxLength', { num: max }) });
/** A text that may be empty (a figure's caption; a translation's title, which shows the Korean). */
const maybe = (max: number) =>
  z
    .string({ error: code('invalid') })
    .trim()
    .max(max, { error: code('maxLength', { num: max }) });

/** Where the pictures staff upload into a page's text are served: `/uploads/pages/…` (storeImage's names). */
const PAGE_PICTURE_SRC = /^\/uploads\/pages\/[A-Za-z0-9_-]+\.(?:webp|avif)$/;
const pictureSrc = z.string().regex(PAGE_PICTURE_SRC, { error: code('invalid') });
const pictureWidth = z.number().int().min(1).max(10_000);
/** An uploaded picture as the upload answered it; any other address (a link elsewhere) is refused. */
const pagePicture = z.strictObject({
  src: pictureSrc,
  width: pictureWidth,
  height: pictureWidth,
  webp: z.array(z.strictObject({ src: pictureSrc, width: pictureWidth })).max(8),
  avif: z.array(z.strictObject({ src: pictureSrc, width: pictureWidth })).max(8),
});

export const pageBlock = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('p'), text: filled(PAGE_PARAGRAPH_MAX) }),
    z.strictObject({ kind: z.literal('note'), text: filled(PAGE_PARAGRAPH_MAX) }),
    z.strictObject({
      kind: z.literal('list'),
      items: z
        .array(filled(PAGE_ITEM_MAX))
        .min(1, { error: code('required') })
        .max(PAGE_ITEMS_MAX, { error: code('maxItems', { num: PAGE_ITEMS_MAX }) }),
      ordered: z.boolean().optional(),
    }),
    z
      .strictObject({
        kind: z.literal('table'),
        caption: filled(PAGE_HEADING_MAX),
        head: z
          .array(filled(PAGE_CELL_MAX))
          .min(1, { error: code('required') })
          .max(PAGE_COLUMNS_MAX, { error: code('maxItems', { num: PAGE_COLUMNS_MAX }) }),
        rows: z
          .array(z.array(maybe(PAGE_CELL_MAX)))
          .min(1, { error: code('required') })
          .max(PAGE_ROWS_MAX, { error: code('maxItems', { num: PAGE_ROWS_MAX }) }),
      })
      .superRefine((table, ctx) => {
        table.rows.forEach((row, i) => {
          if (row.length !== table.head.length)
            ctx.addIssue({
              code: 'custom',
              path: ['rows', i],
              message: code('tableCells', { num: table.head.length }),
            });
        });
      }),
    z
      .strictObject({
        kind: z.literal('figure'),
        image: z.enum(ILLUSTRATIONS, { error: code('invalid') }).optional(),
        picture: pagePicture.optional(),
        alt: filled(PAGE_ITEM_MAX),
        caption: maybe(PAGE_ITEM_MAX).optional(),
      })
      .refine((figure) => (figure.image === undefined) !== (figure.picture === undefined), {
        path: ['image'],
        error: code('required'),
      }),
    z.strictObject({
      kind: z.literal('shared'),
      key: z
        .string()
        .max(60)
        .regex(SHARED_KEY_RULE, { error: code('invalid') }),
    }),
  ],
  { error: code('invalid') },
);

export const pageSection = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, { error: code('anchorId') })
    .max(40, { error: code('maxLength', { num: 40 }) })
    .optional(),
  heading: filled(PAGE_HEADING_MAX),
  blocks: z.array(pageBlock).max(PAGE_BLOCKS_MAX, { error: code('maxItems', { num: PAGE_BLOCKS_MAX }) }),
});

/**
 * A page's text in one language: title, description, lead and sections, with the page's own fields
 * (a surgery's facts, the main page's sections) beside them; the API keeps those in the shape the page
 * has. In Korean the title, description and lead are required; in a translation an empty one shows
 * the Korean.
 */
export function pageContentSchema(locale: Locale) {
  const head = locale === 'ko' ? filled : maybe;
  return z
    .object({
      title: head(PAGE_TITLE_MAX),
      description: head(locale === 'ko' ? PAGE_DESCRIPTION_KO_MAX : PAGE_DESCRIPTION_MAX),
      lead: head(PAGE_LEAD_MAX).optional(),
      sections: z
        .array(pageSection)
        .max(PAGE_SECTIONS_MAX, { error: code('maxItems', { num: PAGE_SECTIONS_MAX }) })
        .optional(),
    })
    .catchall(z.unknown());
}
export type PageContent = {
  title: string;
  description: string;
  lead?: string;
  sections?: PageSection[];
} & Record<string, unknown>;

const version = z.number().int().min(1);

/** `PUT /console/page-texts/:id`: the draft, and the version of the text it was written on. */
export const pageDraftInput = z.object({ content: z.record(z.string(), z.unknown()), version });
/** `POST /console/page-texts/:id/publish`: `confirmed` once staff have read the warnings. */
export const pagePublishInput = z.object({ version, confirmed: z.boolean().default(false) });
/** Marking a translation checked, discarding a draft, restoring a revision: the version seen. */
export const pageVersionInput = z.object({ version });

// ---- what staff are told ----

/** A warning on a field: a forbidden expression, or a phone number typed in (use `{{phone}}`). */
export interface PageWarning {
  /** The field, as the form names it: `content.sections.2.blocks.0.text`. */
  path: string;
  kind: 'word' | 'phone';
  /** What was found, as written. */
  match: string;
  /** In the reader's language: what and where. */
  message: string;
}

/** One change between two versions of a text: a field or a block, before and after. */
export interface PageChange {
  op: 'added' | 'removed' | 'changed';
  /** Where, as the form names it (`content.sections.2.blocks.0`), in the newer version when it has it. */
  path: string;
  /** Where, in words. */
  where: string;
  before?: string;
  after?: string;
}

/** A page's text as the console edits it in one language (`page-texts`). */
export interface ConsolePageText {
  id: number;
  pageId: number;
  key: string;
  locale: Locale;
  /** The draft when there is one, else what patients read. */
  content: PageContent;
  hasDraft: boolean;
  /** What patients read now. */
  published: PageContent;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  /** The Korean that patients read now (translations only): shown beside each block. */
  source: PageContent | null;
  /** A translation made from an older Korean: 번역 확인 필요. */
  needsCheck: boolean;
  /** The Korean changes since the translation was made (empty when it is in step). */
  koreanChanges: PageChange[];
  /** The warnings of `content`, to confirm before publishing. */
  warnings: PageWarning[];
}

/** A language of a page in the console's list. */
export interface ConsolePageLanguage {
  textId: number;
  hasDraft: boolean;
  needsCheck: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

/** A published version of a page's text in one language (`page-revisions`). */
export interface ConsolePageRevision {
  id: number;
  textId: number;
  pageId: number;
  key: string;
  locale: Locale;
  /** `first`: the first run's text; `publish`; `restore` (of `restoredFrom`); `check`: a translation marked checked. */
  action: 'first' | 'publish' | 'restore' | 'check';
  restoredFrom: number | null;
  createdAt: string;
  createdBy: string | null;
  /** Against the revision before it. */
  changes: PageChange[];
  /** The warnings staff confirmed when publishing it. */
  confirmedWarnings: string[];
  /** Whether it is what patients read now. */
  current: boolean;
}

// ---- where a field is, in words ----

const WHERE: Record<
  Locale,
  {
    title: string;
    description: string;
    lead: string;
    section: (n: number, heading: string) => string;
    heading: string;
    block: (n: number, kind: string) => string;
    item: (n: number) => string;
    row: (n: number) => string;
    kinds: Record<PageBlockKind, string>;
    fields: Record<string, string>;
    join: string;
  }
> = {
  ko: {
    title: '제목',
    description: '검색 설명',
    lead: '첫 문단',
    section: (n, h) => `${n}번째 섹션 ‘${h}’`,
    heading: '섹션 제목',
    block: (n, k) => `${n}번째 블록(${k})`,
    item: (n) => `${n}번째 항목`,
    row: (n) => `${n}번째 줄`,
    kinds: { p: '문단', list: '목록', table: '표', note: '알림', figure: '그림', shared: '공유 블록' },
    fields: { text: '글', items: '항목', caption: '설명', head: '머리글', rows: '내용', alt: '대체 텍스트' },
    join: ' › ',
  },
  en: {
    title: 'Title',
    description: 'Search description',
    lead: 'Opening paragraph',
    section: (n, h) => `section ${n} “${h}”`,
    heading: 'section heading',
    block: (n, k) => `block ${n} (${k})`,
    item: (n) => `item ${n}`,
    row: (n) => `row ${n}`,
    kinds: { p: 'paragraph', list: 'list', table: 'table', note: 'note', figure: 'figure', shared: 'shared block' },
    fields: { text: 'text', items: 'items', caption: 'caption', head: 'header', rows: 'rows', alt: 'alt text' },
    join: ' › ',
  },
  cn: {
    title: '标题',
    description: '搜索说明',
    lead: '首段',
    section: (n, h) => `第${n}节“${h}”`,
    heading: '小节标题',
    block: (n, k) => `第${n}块（${k}）`,
    item: (n) => `第${n}项`,
    row: (n) => `第${n}行`,
    kinds: { p: '段落', list: '列表', table: '表格', note: '提示', figure: '图片', shared: '共用块' },
    fields: { text: '文字', items: '项目', caption: '说明', head: '表头', rows: '内容', alt: '替代文字' },
    join: ' › ',
  },
  jp: {
    title: 'タイトル',
    description: '検索用の説明',
    lead: '最初の段落',
    section: (n, h) => `${n}番目のセクション「${h}」`,
    heading: 'セクションの見出し',
    block: (n, k) => `${n}番目のブロック（${k}）`,
    item: (n) => `${n}番目の項目`,
    row: (n) => `${n}行目`,
    kinds: { p: '段落', list: 'リスト', table: '表', note: 'お知らせ', figure: '図', shared: '共通ブロック' },
    fields: { text: '文', items: '項目', caption: '説明', head: '見出し行', rows: '内容', alt: '代替テキスト' },
    join: ' › ',
  },
};

/**
 * Where `path` (`content.sections.2.blocks.0.text`, or without `content.`) is in `content`, in
 * words: `3번째 섹션 ‘시술 후 관리’ › 1번째 블록(문단)`. A page's own field is named by its path.
 */
export function describePagePath(path: string, content: unknown, locale: Locale): string {
  const w = WHERE[locale];
  const parts = path.replace(/^content\./, '').split('.');
  const head = parts[0];
  if (head === 'title' || head === 'description' || head === 'lead') return w[head];
  if (head !== 'sections') return parts.join('.');
  const sections = (content as PageContent | undefined)?.sections ?? [];
  const s = Number(parts[1]);
  const section = sections[s];
  const out = [w.section(s + 1, section?.heading ?? '')];
  if (parts[2] === 'heading') out.push(w.heading);
  if (parts[2] === 'blocks' && parts[3] !== undefined) {
    const b = Number(parts[3]);
    const block = section?.blocks[b];
    out.push(w.block(b + 1, block ? w.kinds[block.kind] : ''));
    const field = parts[4];
    if (field === 'items' && parts[5] !== undefined) out.push(w.item(Number(parts[5]) + 1));
    else if (field === 'rows' && parts[5] !== undefined) out.push(w.row(Number(parts[5]) + 1));
    else if (field && field !== 'text' && w.fields[field]) out.push(w.fields[field]);
  }
  return out.join(w.join);
}

// ---- the texts of a page, field by field ----

/** Keys that hold no words patients read: a block's kind, a figure's picture, an anchor id, numbers. */
const NOT_WORDS = new Set(['kind', 'image', 'picture', 'id', 'ordered', 'key', 'min', 'max']);

/** Every text of `content` with its path (`sections.2.blocks.0.text`): what the checks read. */
export function pageTextLeaves(content: unknown): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') out.push({ path: path.join('.'), text: value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, String(i)]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (!NOT_WORDS.has(k)) walk(v, [...path, k]);
  };
  walk(content, []);
  return out;
}

/**
 * Whether `next` keeps the shape of `current` outside title, description, lead and sections: the
 * same fields, the same lists with as many entries, texts where texts were. A page's own parts (a
 * surgery's facts, the self-check's questions and results) are filled in by the page's code, which
 * relies on them; staff change their words, not their structure.
 */
export function sameShape(current: unknown, next: unknown): boolean {
  const walk = (a: unknown, b: unknown): boolean => {
    if (typeof a === 'string' || typeof a === 'number' || typeof a === 'boolean') return typeof a === typeof b;
    if (a === null || a === undefined) return a === b;
    if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => walk(v, b[i]));
    if (typeof a !== 'object' || !b || typeof b !== 'object' || Array.isArray(b)) return false;
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return (
      ka.length === kb.length &&
      ka.every((k, i) => k === kb[i] && walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  };
  const own = (value: unknown) => {
    const { title: _t, description: _d, lead: _l, sections: _s, ...rest } = (value ?? {}) as PageContent;
    return { rest, lead: typeof (value as PageContent).lead, sections: Array.isArray((value as PageContent).sections) };
  };
  const a = own(current);
  const b = own(next);
  // Numbers (a self-check's score bands) stay as they are: the page's code adds them up.
  const numbersKept = (x: unknown, y: unknown): boolean =>
    typeof x === 'number'
      ? x === y
      : Array.isArray(x)
        ? x.every((v, i) => numbersKept(v, (y as unknown[])[i]))
        : x && typeof x === 'object'
          ? Object.entries(x).every(([k, v]) => numbersKept(v, (y as Record<string, unknown>)[k]))
          : true;
  return a.lead === b.lead && a.sections === b.sections && walk(a.rest, b.rest) && numbersKept(a.rest, b.rest);
}

// ---- checks on save ----

/** A phone number typed into a text: `02-1234-5678`, `010 1234 5678`, `1588-1234`, `+82 2 …`. */
const TYPED_PHONE = /(?:\+82[\s-]?(?:\(0\))?[\s-]?|\b0)\d{1,2}[\s.)-]+\d{3,4}[\s.-]+\d{4}\b|\b1[5-9]\d{2}-\d{4}\b/g;

export interface PageCheckContext {
  locale: Locale;
  /** The forbidden expressions staff keep (후기 금지 표현). */
  words: readonly string[];
  /** The fee codes there are now (진료비): `{{fee.code}}` must name one. */
  feeCodes: readonly string[];
}

/**
 * What a draft's texts get wrong: `errors` (a name in braces that is no fact; saving is refused) by
 * field path, as message codes; `warnings` (a forbidden expression, a typed phone number; publishing
 * needs staff's confirmation) with their place in words, in `messageLocale`.
 */
export function checkPageText(
  content: unknown,
  { locale: _locale, words, feeCodes }: PageCheckContext,
  describe: (path: string) => string,
  message: (key: 'pageWordWarning' | 'pagePhoneWarning', params: Record<string, string>) => string,
): { errors: Record<string, string>; warnings: PageWarning[] } {
  const errors: Record<string, string> = {};
  const warnings: PageWarning[] = [];
  const lowerWords = words.map((w) => w.trim()).filter(Boolean);
  for (const { path, text } of pageTextLeaves(content)) {
    const field = `content.${path}`;
    for (const [, inside = ''] of text.matchAll(ANY_BRACES)) {
      const name = inside.trim();
      if (!isKnownFact(name, feeCodes)) {
        errors[field] ??= code('unknownFact', { name: `{{${inside}}}` });
      }
    }
    const lower = text.toLowerCase();
    for (const word of lowerWords) {
      if (lower.includes(word.toLowerCase())) {
        warnings.push({
          path: field,
          kind: 'word',
          match: word,
          message: message('pageWordWarning', { word, where: describe(path) }),
        });
      }
    }
    // Numbers inside a fact's braces are not typed ones.
    for (const [match] of text.replace(ANY_BRACES, ' ').matchAll(TYPED_PHONE)) {
      warnings.push({
        path: field,
        kind: 'phone',
        match,
        message: message('pagePhoneWarning', { phone: match, where: describe(path) }),
      });
    }
  }
  return { errors, warnings };
}

// ---- what changed ----

/** A block as one line of a diff: its words, one item, row or cell after another. */
function blockText(block: PageBlock): string {
  switch (block.kind) {
    case 'p':
    case 'note':
      return block.text;
    case 'list':
      return block.items.map((item) => `• ${item}`).join('\n');
    case 'table':
      return [block.caption, block.head.join(' | '), ...block.rows.map((row) => row.join(' | '))].join('\n');
    case 'shared':
      return `[${SHARED_PAGE_PREFIX}${block.key}]`;
    case 'figure':
      return [`[${block.picture ? block.picture.src : block.image}] ${block.alt}`, block.caption ?? '']
        .filter(Boolean)
        .join('\n');
  }
}

interface Unit {
  path: string;
  text: string;
}

/** The parts of a text in reading order: head fields, then each section's heading and blocks. */
function sectionUnits(content: PageContent): Unit[] {
  return (content.sections ?? []).flatMap((section, s) => [
    { path: `content.sections.${s}.heading`, text: `## ${section.heading}` },
    ...section.blocks.map((block, b) => ({ path: `content.sections.${s}.blocks.${b}`, text: blockText(block) })),
  ]);
}

/** The fields outside the sections (title, description, lead, a page's own), by path. */
function fieldUnits(content: PageContent): Map<string, string> {
  const { sections: _s, ...rest } = content;
  return new Map(pageTextLeaves(rest).map(({ path, text }) => [`content.${path}`, text]));
}

/**
 * What changed from `before` to `after`, readably: each field that changed, and the blocks added,
 * removed or changed in reading order (a block moved shows as removed in one place and added in the
 * other).
 */
export function pageTextDiff(before: PageContent, after: PageContent, locale: Locale): PageChange[] {
  const changes: PageChange[] = [];
  const where = (path: string, content: PageContent) => describePagePath(path, content, locale);
  const a = fieldUnits(before);
  const b = fieldUnits(after);
  for (const [path, text] of b) {
    const old = a.get(path);
    if (old === undefined) changes.push({ op: 'added', path, where: where(path, after), after: text });
    else if (old !== text) changes.push({ op: 'changed', path, where: where(path, after), before: old, after: text });
  }
  for (const [path, text] of a)
    if (!b.has(path)) changes.push({ op: 'removed', path, where: where(path, before), before: text });

  const ua = sectionUnits(before);
  const ub = sectionUnits(after);
  let i = 0;
  let j = 0;
  const parts = diffArrays(
    ua.map((u) => u.text),
    ub.map((u) => u.text),
  );
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    const n = part.count ?? part.value.length;
    if (!part.added && !part.removed) {
      i += n;
      j += n;
      continue;
    }
    const next = parts[p + 1];
    if (part.removed && next?.added) {
      // Removed then added in the same place: the first ones changed, the rest removed or added.
      const m = next.count ?? next.value.length;
      for (let k = 0; k < Math.max(n, m); k++) {
        const old = k < n ? ua[i + k] : undefined;
        const now = k < m ? ub[j + k] : undefined;
        if (old && now)
          changes.push({
            op: 'changed',
            path: now.path,
            where: where(now.path, after),
            before: old.text,
            after: now.text,
          });
        else if (old) changes.push({ op: 'removed', path: old.path, where: where(old.path, before), before: old.text });
        else if (now) changes.push({ op: 'added', path: now.path, where: where(now.path, after), after: now.text });
      }
      i += n;
      j += m;
      p += 1;
      continue;
    }
    for (let k = 0; k < n; k++) {
      if (part.removed) {
        const old = ua[i + k]!;
        changes.push({ op: 'removed', path: old.path, where: where(old.path, before), before: old.text });
      } else {
        const now = ub[j + k]!;
        changes.push({ op: 'added', path: now.path, where: where(now.path, after), after: now.text });
      }
    }
    if (part.removed) i += n;
    else j += n;
  }
  return changes;
}

/** The title, description and lead a translation left empty, from the Korean (as patients read them). */
export function withKoreanHead(content: PageContent, korean: PageContent | undefined): PageContent {
  if (!korean) return content;
  const out: PageContent = { ...content };
  for (const field of ['title', 'description', 'lead'] as const) {
    if (out[field] === '' && typeof korean[field] === 'string') out[field] = korean[field];
  }
  return out;
}

/**
 * A changed text as runs of kept, removed and added words, to show what a change did: by word where
 * words are spaced (Korean, English), by character where they are not (Chinese, Japanese).
 */
export function wordDiff(before: string, after: string): Array<{ text: string; op: 'kept' | 'removed' | 'added' }> {
  const spaced = /\s/.test(before) || /\s/.test(after);
  return (spaced ? diffWords(before, after) : diffChars(before, after)).map((part) => ({
    text: part.value,
    op: part.added ? 'added' : part.removed ? 'removed' : 'kept',
  }));
}

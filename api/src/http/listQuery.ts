import type { Context } from 'koa';
import type { Knex } from 'knex';
import { PERSONAL_DATA_PAGE_MAX, phoneSearchDigits } from '@clinic/contract';
import { clientGone, consoleRead } from './consoleReads.js';
import { apiError } from './errors.js';
import { likePattern, toDbTime, whereTranslatedLike } from '../db/index.js';

/**
 * The ra-data-simple-rest list dialect: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}`.
 * Only fields a resource whitelists can be sorted or filtered; anything else is a 400 and never
 * reaches SQL. Values are typed per field and always bound as parameters.
 */
export type FieldType = 'string' | 'number' | 'boolean' | 'date';

export interface ListField {
  column: string;
  type: FieldType;
  sortable?: boolean;
  filterable?: boolean;
}

export interface ListSpec {
  /** Name used in `Content-Range: <resource> 0-24/319`. */
  resource: string;
  fields: Record<string, ListField>;
  /**
   * Columns that `q` searches with LIKE; `{ translated }` columns hold `{ ko, en, cn, jp }` JSON;
   * `{ phone }` columns hold digits and are searched by the digits of a term that is a phone number
   * or a part of one, typed with or without hyphens or spaces (`010-1234-5678`, `5678`).
   */
  search: SearchColumn[];
  defaultSort: [field: string, order: 'ASC' | 'DESC'];
  /** The most rows one request may ask for. */
  maxPage?: number;
  /**
   * Rows of personal data: a page over PERSONAL_DATA_PAGE_MAX rows is refused with a message that
   * points staff to the export (which asks why and logs the row count).
   */
  personalData?: boolean;
}

/**
 * How `q` searches one column:
 * - a column name: contains the term (`LIKE '%term%'`, any letter case): small tables only, it
 *   reads every row;
 * - `{ prefix }`: starts with the term, on the column's index (names, e-mail addresses); `lower`
 *   when the column holds lower case only and compares byte for byte (usernames);
 * - `{ phone, last4 }`: a term that is a phone number or part of one (with or without hyphens or
 *   spaces) finds numbers that start with its digits (the `phone` index) or end with them (the
 *   `last4` column's index, then the rest of the digits), so `010-1234-5678`, `010-1234`, `5678` and
 *   `1234-5678` all find it; without `last4`, numbers that contain the digits;
 * - `{ member }`: the account the row belongs to (that column) has a name or username starting with
 *   the term, through the members' indexes;
 * - `{ text, within, maxDays }`: contains the term, but only when the list is filtered to at most
 *   `maxDays` of the `within` time column (`…_gte`, and `…_lte` or now): a long text is never read
 *   across three years of rows;
 * - `{ translated }`: one of the `{ ko, en, cn, jp }` texts contains the term.
 *
 * In every list with a numeric `id` field, a term that is a record number (`11`, `#11`) also finds
 * that record (by its primary key), and `listRows` shows it first.
 */
export type SearchColumn =
  | string
  | { translated: string }
  | { phone: string; last4?: string }
  | { prefix: string; lower?: boolean }
  | { member: string }
  | { text: string; within: string; maxDays: number };

/** What the console may do with a list field. */
interface FieldGroups {
  sortAndFilter?: string;
  sort?: string;
  filter?: string;
}

const FIELD_TYPES: readonly FieldType[] = ['string', 'number', 'boolean', 'date'];

/**
 * A list's whitelisted fields in short: names by what the console may do with them, each `name` or
 * `name:type` (string unless it says number, boolean or date). The column is the name in snake_case
 * (`createdAt` → `created_at`), under `table.` when a table is given (lists that join).
 *
 *   listFields({ sortAndFilter: 'id:number status createdAt:date', sort: 'title' }, 'questions')
 */
export function listFields(groups: FieldGroups, table?: string): Record<string, ListField> {
  const fields: Record<string, ListField> = {};
  const add = (names: string | undefined, how: Pick<ListField, 'sortable' | 'filterable'>) => {
    for (const token of names?.split(/\s+/).filter(Boolean) ?? []) {
      const [name = '', type = 'string'] = token.split(':');
      if (!/^[a-z][A-Za-z]*$/.test(name) || !FIELD_TYPES.includes(type as FieldType) || fields[name])
        throw new Error(`list field "${token}": a name, a known type, once`);
      const column = name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
      fields[name] = { column: table ? `${table}.${column}` : column, type: type as FieldType, ...how };
    }
  };
  add(groups.sortAndFilter, { sortable: true, filterable: true });
  add(groups.sort, { sortable: true });
  add(groups.filter, { filterable: true });
  return fields;
}

type Operator = '=' | '>=' | '<=' | '>' | '<' | 'in' | 'null';
interface Condition {
  column: string;
  operator: Operator;
  value: unknown;
}

export interface ListQuery {
  sort: { column: string; order: 'asc' | 'desc' };
  range: { start: number; end: number };
  conditions: Condition[];
  q: string | undefined;
}

const SUFFIXES: Array<[string, Operator]> = [
  ['_gte', '>='],
  ['_lte', '<='],
  ['_gt', '>'],
  ['_lt', '<'],
];

const shown = (value: string) => (value.length > 40 ? value.slice(0, 40) + '…' : value);

function parseJson(raw: unknown, key: 'invalidSort' | 'invalidFilter' | 'invalidRange'): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw apiError(400, key, { field: '?' });
  try {
    return JSON.parse(raw);
  } catch {
    throw apiError(400, key, { field: shown(raw) });
  }
}

function typedValue(field: string, type: FieldType, value: unknown): unknown {
  const bad = () => apiError(400, 'invalidFilter', { field });
  switch (type) {
    case 'string':
      if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
      throw bad();
    case 'number': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw bad();
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1) return true;
      if (value === false || value === 'false' || value === 0) return false;
      throw bad();
    case 'date': {
      if (typeof value !== 'string') throw bad();
      const d = new Date(value);
      if (Number.isNaN(d.getTime())) throw bad();
      return toDbTime(d);
    }
  }
}

export function parseListQuery(query: Context['query'], spec: ListSpec): ListQuery {
  // sort
  const rawSort = parseJson(query.sort, 'invalidSort') ?? spec.defaultSort;
  if (!Array.isArray(rawSort) || rawSort.length !== 2 || typeof rawSort[0] !== 'string') {
    throw apiError(400, 'invalidSort', { field: shown(String(query.sort)) });
  }
  const [sortField, sortOrder] = rawSort as [string, unknown];
  const sortSpec = spec.fields[sortField];
  if (!sortSpec?.sortable) throw apiError(400, 'invalidSort', { field: shown(sortField) });
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC')
    throw apiError(400, 'invalidSort', { field: shown(String(sortOrder)) });

  // range
  const maxPage = spec.personalData ? PERSONAL_DATA_PAGE_MAX : (spec.maxPage ?? 1000);
  const rawRange = parseJson(query.range, 'invalidRange') ?? [0, 24];
  if (
    !Array.isArray(rawRange) ||
    rawRange.length !== 2 ||
    !rawRange.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    rawRange[1] < rawRange[0]
  ) {
    throw apiError(400, 'invalidRange');
  }
  if (rawRange[1] - rawRange[0] >= maxPage) {
    throw spec.personalData ? apiError(400, 'personalDataPage', { max: maxPage }) : apiError(400, 'invalidRange');
  }
  const [start, end] = rawRange as [number, number];

  // filter
  const rawFilter = parseJson(query.filter, 'invalidFilter') ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) {
    throw apiError(400, 'invalidFilter', { field: shown(String(query.filter)) });
  }
  const conditions: Condition[] = [];
  let q: string | undefined;
  for (const [name, value] of Object.entries(rawFilter as Record<string, unknown>)) {
    if (name === 'q') {
      if (typeof value !== 'string') throw apiError(400, 'invalidFilter', { field: 'q' });
      q = value.trim().slice(0, 100) || undefined;
      continue;
    }
    let fieldName = name;
    let operator: Operator = '=';
    const suffix = SUFFIXES.find(([s]) => name.endsWith(s));
    if (suffix && !spec.fields[name]) {
      fieldName = name.slice(0, -suffix[0].length);
      operator = suffix[1];
    }
    const field = spec.fields[fieldName];
    if (!field?.filterable) throw apiError(400, 'invalidFilter', { field: shown(name) });
    if (value === null) {
      if (operator !== '=') throw apiError(400, 'invalidFilter', { field: shown(name) });
      conditions.push({ column: field.column, operator: 'null', value: null });
    } else if (Array.isArray(value)) {
      if (operator !== '=' || value.length > maxPage) throw apiError(400, 'invalidFilter', { field: shown(name) });
      conditions.push({
        column: field.column,
        operator: 'in',
        value: value.map((v) => typedValue(fieldName, field.type, v)),
      });
    } else {
      conditions.push({ column: field.column, operator, value: typedValue(fieldName, field.type, value) });
    }
  }
  return {
    sort: { column: sortSpec.column, order: sortOrder === 'ASC' ? 'asc' : 'desc' },
    range: { start, end },
    conditions,
    q,
  };
}

/** The id column of a list whose records have numbers (`id:number`); else undefined. */
function numberColumn(spec: ListSpec): string | undefined {
  const field = spec.fields.id;
  return field?.type === 'number' ? field.column : undefined;
}

/**
 * The record number a search term names (`11`, `#11`, `# 11`; leading zeros ignored), in a list
 * whose records have numbers and that searches at all; else undefined.
 */
export function searchedNumber(list: Pick<ListQuery, 'q'>, spec: ListSpec): number | undefined {
  if (!list.q || spec.search.length === 0 || !numberColumn(spec)) return undefined;
  const match = /^#?\s*(\d{1,15})$/.exec(list.q);
  const n = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** `term%` and `%term` with LIKE's wildcards escaped (`ESCAPE '\\'`). */
const likePrefix = (term: string) => likePattern(term).slice(1);
const likeSuffix = (term: string) => likePattern(term).slice(0, -1);

/**
 * How many days of `column` the list's filter spans (`…_gte` to `…_lte`, or to now); Infinity
 * without a lower bound.
 */
function withinDays(list: ListQuery, column: string): number {
  const bound = (operator: Operator) => list.conditions.find((c) => c.column === column && c.operator === operator);
  const from = bound('>=') ?? bound('>');
  if (!from) return Infinity;
  const to = bound('<=') ?? bound('<');
  const start = Date.parse(String(from.value).replace(' ', 'T') + 'Z');
  const end = to ? Date.parse(String(to.value).replace(' ', 'T') + 'Z') : Date.now();
  return (end - start) / 86_400_000;
}

/** Adds the filter conditions and the `q` search to a query (not the sort or range). */
export function applyFilters(builder: Knex.QueryBuilder, list: ListQuery, spec: ListSpec): Knex.QueryBuilder {
  for (const c of list.conditions) {
    if (c.operator === 'in') builder.whereIn(c.column, c.value as readonly string[]);
    else if (c.operator === 'null') builder.whereNull(c.column);
    else builder.where(c.column, c.operator, c.value as string);
  }
  if (list.q && spec.search.length > 0) {
    const q = list.q;
    const pattern = likePattern(q);
    const prefix = likePrefix(q);
    const digits = phoneSearchDigits(q);
    const number = searchedNumber(list, spec);
    builder.where((inner) => {
      // A record number: that record, through the primary key (listRows shows it first).
      if (number !== undefined) inner.orWhere(numberColumn(spec)!, number);
      for (const column of spec.search) {
        // lower() on both sides: usernames compare byte for byte on MySQL (utf8mb4_bin), a search does not.
        if (typeof column === 'string') inner.orWhereRaw('lower(??) like lower(?) escape ?', [column, pattern, '\\']);
        else if ('prefix' in column)
          inner.orWhereRaw('?? like ? escape ?', [column.prefix, column.lower ? prefix.toLowerCase() : prefix, '\\']);
        else if ('phone' in column) {
          if (!digits) {
            // A term that is no phone number matches no phone (and, alone, nothing at all).
            inner.orWhereRaw('1 = 0');
          } else if (!column.last4) {
            inner.orWhereRaw('?? like ? escape ?', [column.phone, likePattern(digits), '\\']);
          } else {
            inner.orWhereRaw('?? like ? escape ?', [column.phone, likePrefix(digits), '\\']);
            if (digits.length >= 4)
              inner.orWhere((end) =>
                end
                  .where(column.last4!, digits.slice(-4))
                  .whereRaw('?? like ? escape ?', [column.phone, likeSuffix(digits), '\\']),
              );
          }
        } else if ('member' in column) {
          const members = builder.client
            .queryBuilder()
            .from('users')
            .select('id')
            .where((who) =>
              who
                .whereRaw('?? like ? escape ?', ['name', prefix, '\\'])
                .orWhereRaw('?? like ? escape ?', ['username', prefix.toLowerCase(), '\\']),
            );
          inner.orWhereIn(column.member, members);
        } else if ('text' in column) {
          if (withinDays(list, column.within) <= column.maxDays)
            inner.orWhereRaw('?? like ? escape ?', [column.text, pattern, '\\']);
        } else whereTranslatedLike(inner, column.translated, pattern);
      }
    });
  }
  return builder;
}

/**
 * The rows of one list request and how many match in all (filters, sort with `id` as tie-breaker, range).
 *
 * A search for a record number (`11`, `#11`) shows that record first when it is in the list's
 * filters, then the other matches in the list's order: the record is read on its own by primary
 * key, and the other matches are the same query as without it (`id <> 11` added), so they keep
 * their indexes and the page never sorts every match by an expression.
 */
export async function listRows<Row>(
  query: Context['query'],
  base: () => Knex.QueryBuilder,
  spec: ListSpec,
  signal?: AbortSignal,
): Promise<{ rows: Row[]; total: number; list: ListQuery }> {
  const list = parseListQuery(query, spec);
  const idColumn = spec.fields.id?.column ?? 'id';
  const number = searchedNumber(list, spec);
  // Every statement within the console's time limit and share of the pool (consoleReads.ts).
  const [countRow] = await consoleRead<{ total: number | string }>(
    applyFilters(base(), list, spec).clearSelect().count({ total: '*' }),
    signal,
  );
  const pinned =
    number === undefined
      ? []
      : await consoleRead<Row>(
          applyFilters(base(), { ...list, q: undefined }, spec)
            .where(idColumn, number)
            .limit(1),
          signal,
        );
  // The pinned record is row 0 of the whole list: the first page shows it and one row fewer of the rest.
  const size = list.range.end - list.range.start + 1;
  const onThisPage = list.range.start === 0 ? pinned : [];
  const rest =
    onThisPage.length === size
      ? []
      : await consoleRead<Row>(
          applyFilters(base(), list, spec)
            .modify((qb) => {
              if (number !== undefined) qb.whereNot(idColumn, number);
            })
            .orderBy(list.sort.column, list.sort.order)
            .orderBy(idColumn, list.sort.order)
            .offset(Math.max(0, list.range.start - pinned.length))
            .limit(size - onThisPage.length),
          signal,
        );
  return { rows: [...onThisPage, ...rest], total: Number(countRow?.total ?? 0), list };
}

/**
 * Runs a list request end to end: filters, counts, sorts (with `id` as the tie-breaker so pages
 * never overlap), slices, sets `Content-Range` and answers the mapped rows; returns the rows.
 */
export async function respondWithList<Row, Out>(
  ctx: Context,
  base: () => Knex.QueryBuilder,
  spec: ListSpec,
  map: (row: Row) => Out,
): Promise<Row[]> {
  // A list the browser gave up on (a new search typed meanwhile) stops on the database too.
  const { rows, total, list } = await listRows<Row>(ctx.query, base, spec, clientGone(ctx.res));
  const last = list.range.start + rows.length - 1;
  ctx.set(
    'Content-Range',
    rows.length > 0 ? `${spec.resource} ${list.range.start}-${last}/${total}` : `${spec.resource} */${total}`,
  );
  ctx.body = rows.map(map);
  return rows;
}

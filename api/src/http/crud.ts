import type Router from '@koa/router';
import { createRouter } from './router.js';
import type { Context } from 'koa';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation, toDbTime, type Knex } from '../db/index.js';
import { apiError, fieldError, parseOrThrow } from './errors.js';
import { EXPORT_MAX_ROWS, exportReason } from '@clinic/contract';
import { listRows, respondWithList, type ListSpec } from './listQuery.js';
import { filterForLog, logAccess, type AuditAction } from './audit.js';
import { idParam } from './params.js';
import { changedMeanwhile, sentVersion } from './versions.js';
import { describeChanges, diffRecords, historyOf, recordChange } from './history.js';

/**
 * One console resource in the ra-data-simple-rest dialect: list (sort, range, filter, q), getMany,
 * getOne, create, update, delete answering the deleted record. Each resource says only what is its
 * own: its table, whitelisted list fields, contract schemas and how rows map to records.
 */
export interface CrudDefinition<Row extends { id: number }, Rec, U extends z.ZodType, C extends z.ZodType = U> {
  table: string;
  list: ListSpec;
  /** Without one, the resource has no create (staff only read and update, e.g. consultation requests). */
  createSchema?: C;
  updateSchema?: U;
  toRecord: (row: Row) => Rec;
  /** getOne's answer when it carries more than a list row (e.g. attached files). */
  detail?: (row: Row) => Promise<Rec>;
  /** Validated input to column values (without id, scope and timestamps). */
  toColumns: (
    input: z.output<C> | z.output<U>,
    ctx: Context,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Narrows every query beyond equality scopes (members only, say). */
  where?: (qb: Knex.QueryBuilder) => void;
  /** Runs after a create or an update, with the record's id (e.g. ending sessions of a disabled account). */
  afterWrite?: (id: number, input: z.output<C> | z.output<U>, ctx: Context) => Promise<void>;
  /** Resources staff may not update or delete (withdrawal records, the outbox, the access log). */
  readOnly?: boolean;
  /** Members are withdrawn, never deleted by staff. */
  noDelete?: boolean;
  /**
   * Personal data: every list, read and change is written to the access log under this subject (a
   * list with its filter and row count), and a list page holds at most PERSONAL_DATA_PAGE_MAX rows.
   */
  audit?: string;
  /**
   * The member whose name or account a row shows, when the row is not the member's own record (a
   * board comment): lists and reads are also logged under each member shown, with the list's name.
   */
  auditMember?: (row: Row) => number | null;
  /**
   * `POST /export` with `{ reason, filter, sort }`: every matching row (up to EXPORT_MAX_ROWS) as
   * records, for the console to write as CSV; logged as an export with the reason and the row count.
   * Needs `audit`. `exportRecord` answers more than a list row where an export needs it.
   */
  exportable?: boolean;
  exportRecord?: (rows: Row[]) => Promise<unknown[]>;

  /** Columns that scope every query and every insert, e.g. `{ product: 'clinic' }`. */
  scope?: (ctx: Context) => Record<string, unknown>;
  /** Runs after a create, update or delete (e.g. clearing cached public answers). */
  onChange?: (ctx: Context) => void | Promise<void>;
  /** Checks that need the database (the record referred to exists, the merged record is coherent). */
  validate?: (input: z.output<C> | z.output<U>, ctx: Context, existing: Row | undefined) => Promise<void>;
  /**
   * What a delete takes along, by kind (`{ posts: 3, comments: 5 }`), for the console to say in its
   * confirmation: `GET /:id/dependents`.
   */
  dependents?: (row: Row) => Promise<Record<string, number>>;
  /** The field a unique-key violation is about (a second counter with one code): a 409 on that field. */
  uniqueField?: string;
  /** Runs before a row is deleted, in the same transaction (e.g. refusing when it is still in use). */
  beforeDelete?: (trx: Knex, row: Row) => Promise<void>;
  /** Runs once the delete is committed (e.g. removing the row's files). */
  afterDelete?: (row: Row) => Promise<void>;
  /** Whether the table has created_at / updated_at (default true). */
  timestamps?: boolean;
  /**
   * Record fields that are a person's (a patient's name, phone, e-mail, message): the change history
   * says they changed without keeping their values.
   */
  personalFields?: readonly string[];
}

export function crudRoutes<Row extends { id: number }, Rec, U extends z.ZodType, C extends z.ZodType = U>(
  knex: Knex,
  prefix: string,
  def: CrudDefinition<Row, Rec, U, C>,
): Router {
  const router = createRouter({ prefix });
  const scoped = (ctx: Context) => {
    const qb = knex(def.table);
    const scope = def.scope?.(ctx);
    if (scope) qb.where(scope);
    def.where?.(qb);
    return qb;
  };
  const audit = async (
    ctx: Context,
    action: AuditAction,
    subjectId: number | null,
    { detail = '', rowCount }: { detail?: string; rowCount?: number } = {},
  ) => {
    if (def.audit) await logAccess(knex, ctx, { subjectType: def.audit, subjectId, action, detail, rowCount });
  };
  /** Whose names a list or a read showed, one entry per member (board comments name their authors). */
  const auditMembers = async (ctx: Context, action: AuditAction, rows: Row[]) => {
    if (!def.auditMember) return;
    const members = [...new Set(rows.map(def.auditMember).filter((id): id is number => id !== null))];
    const detail = def.list.resource;
    await logAccess(
      knex,
      ctx,
      members.map((subjectId) => ({ subjectType: 'member', subjectId, action, detail })),
    );
  };
  // A list page of personal data is at most PERSONAL_DATA_PAGE_MAX rows: more goes through the export.
  const listSpec: ListSpec = def.audit ? { ...def.list, personalData: true } : def.list;
  const findRow = async (ctx: Context, id: number) =>
    (await scoped(ctx).where(`${def.table}.id`, id).first()) as (Row & { lock_version?: number }) | undefined;
  // Every record carries its version (`lockVersion`; tables staff edit have one): the console sends
  // it back with a save, and a save made on an older version is refused (versions.ts).
  const updatable = Boolean(def.updateSchema) && !def.readOnly;
  const withVersion = <R>(row: Row & { lock_version?: number }, record: R): R =>
    !updatable || row.lock_version === undefined ? record : { ...record, lockVersion: Number(row.lock_version) };
  const toRecord = (row: Row) => withVersion(row, def.toRecord(row));
  const toDetail = async (row: Row) => withVersion(row, def.detail ? await def.detail(row) : def.toRecord(row));
  const personal = new Set(def.personalFields ?? []);
  const history = (
    ctx: Context,
    action: 'create' | 'update' | 'delete',
    id: number,
    changes: ReturnType<typeof diffRecords>,
    version?: number,
  ) => recordChange(knex, ctx, { resource: def.table, recordId: id, action, version: version ?? null, changes });
  const stamp =
    def.timestamps === false
      ? () => ({})
      : (created: boolean) => {
          const now = toDbTime(new Date());
          return created ? { created_at: now, updated_at: now } : { updated_at: now };
        };

  router.get('/', async (ctx) => {
    const rows = await respondWithList(ctx, () => scoped(ctx), listSpec, toRecord);
    // The searched names, phones and e-mails are masked: the log says a search was made, not for whom.
    const filter = typeof ctx.query.filter === 'string' ? filterForLog(ctx.query.filter) : '';
    await audit(ctx, 'list', null, { detail: filter, rowCount: rows.length });
    await auditMembers(ctx, 'list', rows);
  });

  router.get('/:id', async (ctx) => {
    const row = await findRow(ctx, idParam(ctx.params.id));
    if (!row) throw apiError(404, 'notFound');
    ctx.body = await toDetail(row);
    await audit(ctx, 'read', row.id);
    await auditMembers(ctx, 'read', [row]);
  });

  const createSchema = def.createSchema;
  if (createSchema)
    router.post('/', async (ctx) => {
      const input = parseOrThrow(createSchema, ctx.request.body);
      await def.validate?.(input, ctx, undefined);
      const columns = await def.toColumns(input, ctx);
      const [id] = await conflictsAs409(
        () => knex(def.table).insert({ ...columns, ...def.scope?.(ctx), ...stamp(true) }),
        def.uniqueField,
      );
      await def.afterWrite?.(Number(id), input, ctx);
      const row = (await findRow(ctx, Number(id)))!;
      await def.onChange?.(ctx);
      const record = toRecord(row);
      const changes = diffRecords(null, record as Record<string, unknown>, personal);
      await history(ctx, 'create', row.id, changes, row.lock_version);
      await audit(ctx, 'create', Number(id), { detail: describeChanges(changes) });
      ctx.status = 201;
      ctx.body = record;
    });

  if (def.exportable) {
    const subject = def.audit;
    if (!subject) throw new Error(`${def.list.resource}: an export is of personal data and needs audit`);
    router.post('/export', async (ctx) => {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const { reason } = parseOrThrow(exportReason, body);
      const query = {
        filter: JSON.stringify(body.filter ?? {}),
        sort: JSON.stringify(body.sort ?? def.list.defaultSort),
        range: JSON.stringify([0, EXPORT_MAX_ROWS - 1]),
      };
      const { rows } = await listRows<Row>(query, () => scoped(ctx), { ...def.list, maxPage: EXPORT_MAX_ROWS });
      ctx.body = def.exportRecord ? await def.exportRecord(rows) : rows.map(def.toRecord);
      await logAccess(knex, ctx, {
        subjectType: subject,
        subjectId: null,
        action: 'export',
        detail: filterForLog(query.filter),
        reason,
        rowCount: rows.length,
      });
    });
  }

  const updateSchema = def.readOnly ? undefined : def.updateSchema;
  if (updateSchema)
    router.put('/:id', async (ctx) => {
      const id = idParam(ctx.params.id);
      const existing = await findRow(ctx, id);
      if (!existing) throw apiError(404, 'notFound');
      // Made on an older version: refused before anything is checked or written.
      const version = existing.lock_version === undefined ? undefined : Number(existing.lock_version);
      const sent = sentVersion(ctx.request.body);
      if (version !== undefined && sent !== undefined && sent !== version)
        throw await changedMeanwhile(knex, ctx, def.table, id, sent);
      // Zod fills defaults even in `.partial()` schemas: an update keeps only what the caller sent,
      // so `PUT { hidden: true }` never resets the other columns to their defaults.
      const input = onlySent(parseOrThrow(updateSchema, ctx.request.body), ctx.request.body);
      await def.validate?.(input, ctx, existing);
      const before = toRecord(existing);
      const columns = await def.toColumns(input, ctx);
      const written = await conflictsAs409(
        () =>
          knex(def.table)
            .where(version === undefined ? { id } : { id, lock_version: version })
            .update({ ...columns, ...stamp(false), ...(version === undefined ? {} : { lock_version: version + 1 }) }),
        def.uniqueField,
      );
      // Another save came between the read and this write.
      if (written === 0) throw await changedMeanwhile(knex, ctx, def.table, id, version ?? 0);
      await def.afterWrite?.(id, input, ctx);
      await def.onChange?.(ctx);
      const row = (await findRow(ctx, id))!;
      ctx.body = await toDetail(row);
      const changes = diffRecords(
        before as Record<string, unknown>,
        toRecord(row) as Record<string, unknown>,
        personal,
      );
      await history(ctx, 'update', id, changes, row.lock_version);
      await audit(ctx, 'update', id, { detail: describeChanges(changes) });
      await auditMembers(ctx, 'update', [row]);
    });

  // The record's change history (변경 이력), newest first (`/changes`: a member's `/history` is their requests and posts).
  router.get('/:id/changes', async (ctx) => {
    const row = await findRow(ctx, idParam(ctx.params.id));
    if (!row) throw apiError(404, 'notFound');
    const entries = await historyOf(knex, def.table, row.id);
    ctx.set('Content-Range', `history 0-${Math.max(entries.length - 1, 0)}/${entries.length}`);
    ctx.body = entries;
  });

  const dependents = def.dependents;
  if (dependents)
    router.get('/:id/dependents', async (ctx) => {
      const row = await findRow(ctx, idParam(ctx.params.id));
      if (!row) throw apiError(404, 'notFound');
      ctx.body = { dependents: await dependents(row) };
    });

  if (!def.readOnly && !def.noDelete)
    router.delete('/:id', async (ctx) => {
      const id = idParam(ctx.params.id);
      const row = await findRow(ctx, id);
      if (!row) throw apiError(404, 'notFound');
      await knex.transaction(async (trx) => {
        await def.beforeDelete?.(trx, row);
        await trx(def.table).where({ id }).delete();
      });
      await def.afterDelete?.(row);
      await def.onChange?.(ctx);
      const record = toRecord(row);
      ctx.body = record;
      const changes = diffRecords(record as Record<string, unknown>, null, personal);
      await history(ctx, 'delete', id, changes);
      await audit(ctx, 'delete', id, { detail: describeChanges(changes) });
      await auditMembers(ctx, 'delete', [row]);
    });

  return router;
}

/**
 * A unique-key violation (a second counter for the same code) is a 409 (on `field`, when known), a
 * reference to a row that does not exist a 400: never a 500.
 */
async function conflictsAs409<T>(write: () => Promise<T>, field?: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw field ? fieldError(field, 'duplicate', 409) : apiError(409, 'conflict');
    if (isForeignKeyViolation(err)) throw apiError(400, 'badRequest');
    throw err;
  }
}

/** Drops the keys whose value is undefined, so a partial update leaves those columns alone. */
export function defined(columns: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The parsed update without the keys the request body did not carry. */
export function onlySent<T>(input: T, body: unknown): T {
  if (!input || typeof input !== 'object' || Array.isArray(input) || !body || typeof body !== 'object') return input;
  const sent = new Set(Object.keys(body));
  return Object.fromEntries(Object.entries(input).filter(([key]) => sent.has(key))) as T;
}

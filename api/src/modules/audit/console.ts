import type Router from '@koa/router';
import { fromDbTime, type Tables } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes } from '../../http/crud.js';
import { toChangeRecord, type ChangeHistoryRow } from '../../http/history.js';
import { createRouter } from '../../http/router.js';
import { listFields } from '../../http/listQuery.js';

/** An entry, with the name of the member it is about (a subquery). */
type AccessLogRow = Tables['access_logs'] & { subject_name?: string | null };

const toAccessLogRecord = (row: AccessLogRow) => ({
  id: row.id,
  staffId: row.staff_id,
  staffUsername: row.staff_username,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  subjectName: row.subject_name ?? null,
  action: row.action,
  detail: row.detail,
  reason: row.reason,
  rowCount: row.row_count,
  ip: row.ip,
  createdAt: fromDbTime(row.created_at),
});

/**
 * Console `access-logs`: who read or changed whose personal data (written by http/audit.ts), read
 * only, exported as CSV by auditors. Reading the log is itself logged (it names members and staff):
 * lists with their filter and row count, the export with its reason.
 */
export function auditConsoleRoutes({ db }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const accessLogs = crudRoutes(knex, '/access-logs', {
    table: 'access_logs',
    readOnly: true,
    // Every list and read of the log is logged too, and so is the CSV auditors take away, with its reason.
    audit: 'accessLog',
    exportable: true,
    // Whose data: the member's name beside their number (masked once they withdrew); for a
    // consultation request the name it was sent with, for a question or a review its member's.
    where: (qb) => {
      qb.select(
        'access_logs.*',
        knex.raw(
          `(case access_logs.subject_type
             when 'member' then (select name from users where users.id = access_logs.subject_id)
             when 'form' then (select name from forms where forms.id = access_logs.subject_id)
             when 'question' then (select users.name from questions join users on users.id = questions.user_id
               where questions.id = access_logs.subject_id)
             when 'memberReview' then (select users.name from member_reviews join users on users.id = member_reviews.user_id
               where member_reviews.id = access_logs.subject_id)
           end) as subject_name`,
        ),
      );
    },
    list: {
      resource: 'access-logs',
      fields: listFields(
        { sortAndFilter: 'id:number staffId:number subjectType subjectId:number action createdAt:date' },
        'access_logs',
      ),
      search: ['access_logs.staff_username', 'access_logs.detail', 'access_logs.reason', 'access_logs.ip'],
      defaultSort: ['createdAt', 'DESC'],
    },
    toRecord: toAccessLogRecord,
    toColumns: () => ({}),
  });
  router.use(accessLogs.routes(), accessLogs.allowedMethods());

  // 변경 이력 across the console: every create, save, delete and reply (http/history.ts), newest
  // first, by staff account, action, kind of record, record and time; read only. Patients' fields
  // are named there without their values, so every staff member may read it.
  const changes = crudRoutes(knex, '/change-history', {
    table: 'change_history',
    readOnly: true,
    list: {
      resource: 'change-history',
      fields: listFields(
        { sortAndFilter: 'id:number staffId:number action resource recordId createdAt:date' },
        'change_history',
      ),
      search: ['change_history.staff_username'],
      defaultSort: ['id', 'DESC'],
    },
    toRecord: (row: ChangeHistoryRow) => toChangeRecord(row),
    toColumns: () => ({}),
  });
  router.use(changes.routes(), changes.allowedMethods());
  return router;
}

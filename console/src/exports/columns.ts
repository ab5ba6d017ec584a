import { formatPhone } from '@clinic/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = Record<string, unknown>;

/** One CSV column: its header (an i18n key) and the cell, written for a person reading it in Excel. */
export interface CsvColumn {
  header: string;
  value: (row: Row, translate: Translate) => string | number;
}

/** How a list is written as CSV: its columns and the file's name (without `.csv`). */
export interface CsvDefinition {
  filename: string;
  columns: CsvColumn[];
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** An instant as Korea's date and time (`2026-11-25 09:30`), the way staff read the console. */
export function koreaTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A code shown by its label (`PERSON` -> 국내 개인), as the console's choices name it. */
const label =
  (field: string, prefix: string): CsvColumn['value'] =>
  (row, translate) =>
    row[field] ? translate(`${prefix}.${text(row[field])}`, { _: text(row[field]) }) : '';

/** A phone number with hyphens: text to Excel, never a number that loses its leading 0. */
const phone =
  (field: string): CsvColumn['value'] =>
  (row) =>
    formatPhone(text(row[field]));

const yesNo =
  (field: string): CsvColumn['value'] =>
  (row, translate) =>
    translate(row[field] ? 'app.exports.yes' : 'app.exports.no');

const plain =
  (field: string): CsvColumn['value'] =>
  (row) =>
    text(row[field]);

const M = 'resources.users.fields';
/** Members (`POST /users/export`): the level comes as its name. */
export const membersCsv: CsvDefinition = {
  filename: 'members',
  columns: [
    { header: `${M}.id`, value: plain('id') },
    { header: `${M}.username`, value: plain('username') },
    { header: `${M}.name`, value: plain('name') },
    { header: `${M}.kind`, value: label('kind', 'app.memberKinds') },
    { header: `${M}.levelId`, value: plain('level') },
    { header: `${M}.email`, value: plain('email') },
    { header: `${M}.phone`, value: phone('phone') },
    { header: `${M}.birthDate`, value: plain('birthDate') },
    { header: `${M}.marketing`, value: yesNo('marketing') },
    { header: `${M}.status`, value: label('status', 'app.accountStatus') },
    { header: `${M}.createdAt`, value: (row) => koreaTime(row.createdAt) },
    { header: `${M}.lastLoginAt`, value: (row) => koreaTime(row.lastLoginAt) },
  ],
};

const F = 'resources.forms.fields';
/** Consultation requests (`POST /forms/export`). */
export const formsCsv: CsvDefinition = {
  filename: 'consultation-requests',
  columns: [
    { header: `${F}.id`, value: plain('id') },
    { header: `${F}.createdAt`, value: (row) => koreaTime(row.createdAt) },
    { header: `${F}.name`, value: plain('name') },
    { header: `${F}.phone`, value: phone('phone') },
    { header: `${F}.email`, value: plain('email') },
    { header: `${F}.treatment`, value: label('treatment', 'app.treatments') },
    { header: `${F}.message`, value: plain('message') },
    { header: `${F}.status`, value: label('status', 'app.formStatus') },
    { header: `${F}.memo`, value: plain('memo') },
    { header: `${F}.locale`, value: label('locale', 'app.locales') },
  ],
};

const A = 'resources.access-logs.fields';
/** The personal-data access log (`POST /access-logs/export`), in words an auditor reads. */
export function accessLogsCsv(describe: (row: Row, translate: Translate) => string): CsvDefinition {
  return {
    filename: 'access-log',
    columns: [
      { header: `${A}.createdAt`, value: (row) => koreaTime(row.createdAt) },
      { header: `${A}.staffUsername`, value: plain('staffUsername') },
      { header: `${A}.action`, value: label('action', 'app.auditActions') },
      { header: `${A}.subjectType`, value: label('subjectType', 'app.subjectTypes') },
      { header: `${A}.subjectId`, value: plain('subjectId') },
      { header: `${A}.subjectName`, value: plain('subjectName') },
      { header: `${A}.description`, value: describe },
      { header: `${A}.reason`, value: plain('reason') },
      { header: `${A}.rowCount`, value: plain('rowCount') },
      { header: `${A}.ip`, value: plain('ip') },
    ],
  };
}

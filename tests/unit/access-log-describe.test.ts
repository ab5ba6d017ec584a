import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ko } from '../../console/src/i18n/ko.ts';
import { en } from '../../console/src/i18n/en.ts';
import { describeEntry, type AccessLogEntry } from '../../console/src/resources/accessLogs/describe.ts';

// The console's own catalogs through react-admin's translator: what an auditor reads in the log.
const translatorOf = (catalog: typeof ko, locale: string) => polyglotI18nProvider(() => catalog, locale).translate;

const entry = (subjectType: string, detail: string): AccessLogEntry => ({
  id: 1,
  staffUsername: 'admin',
  subjectType,
  subjectId: null,
  subjectName: null,
  action: 'list',
  detail,
  reason: '',
  rowCount: null,
  ip: '127.0.0.1',
  createdAt: '2026-11-26T10:00:00Z',
});

describe('an access-log entry in words', () => {
  it('names a list filter and its coded value as the list does, in Korean and English', () => {
    const list = entry('question', '{"status":"waiting","q":"010"}');
    expect(describeEntry(list, translatorOf(ko, 'ko'))).toBe('조건: 상태: 답변대기 · 검색어: 010');
    expect(describeEntry(list, translatorOf(en, 'en'))).toBe('Conditions: Status: Waiting for reply · Search: 010');
  });

  it('names every value of a multiple choice, and keeps a code it does not know as written', () => {
    const t = translatorOf(ko, 'ko');
    expect(describeEntry(entry('form', '{"status":["new","done"]}'), t)).toBe('조건: 처리 상태: 신규, 완료');
    expect(describeEntry(entry('form', '{"status":"archived"}'), t)).toBe('조건: 처리 상태: archived');
    expect(describeEntry(entry('memberReview', '{"status":"pending"}'), t)).not.toContain('pending');
  });
});

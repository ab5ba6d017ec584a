import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMessenger, solapiMessage } from '../../api/src/services/messaging/index.ts';
import { purgeExpired } from '../../api/src/modules/members/index.ts';
import { toDbTime } from '../../api/src/db/index.ts';
import { useTestApp } from './support/testApp.ts';
import { openStorage } from '../../api/src/services/storage/open.ts';

/** The mail adapter against a real SMTP server on this machine (nodemailer speaks SMTP to it). */
let smtp: SMTPServer;
let port: number;
const received: Array<{ from: string; to: string[]; data: string }> = [];

const t = useTestApp();
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail and SMS', () => {
  it('sends e-mail over SMTP when SMTP_URL is set, and records it as sent in the outbox', async () => {
    const messenger = createMessenger(t.db.knex, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Clinic <no-reply@clinic.test>',
    });
    const result = await messenger.send({
      channel: 'email',
      to: 'patient@example.com',
      subject: '인증번호 안내',
      text: '인증번호는 123456 입니다.',
    });
    expect(result.status).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@clinic.test', to: ['patient@example.com'] });
    expect(received[0]!.data).toContain('Subject:');
    const row = await t.db.knex('outbox').where({ id: result.id }).first();
    expect(row).toMatchObject({ channel: 'email', recipient: 'patient@example.com', status: 'sent', provider: 'smtp' });
    expect(row.sent_at).toBeTruthy();
  });

  it('records a delivery failure (the SMTP server is gone) without losing the message', async () => {
    const messenger = createMessenger(t.db.knex, { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@clinic.test' });
    const result = await messenger.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 'body' });
    expect(result.status).toBe('failed');
    const row = await t.db.knex('outbox').where({ id: result.id }).first();
    expect(row).toMatchObject({ status: 'failed', body: 'body' });
    expect(String(row.error)).not.toBe('');
  });

  it('keeps SMS in the outbox when no SMS provider is configured', async () => {
    const messenger = createMessenger(t.db.knex, { mailFrom: 'x@clinic.test' });
    const result = await messenger.send({ channel: 'sms', to: '01012345678', subject: '', text: '인증번호 654321' });
    expect(result.status).toBe('stored');
    expect(await t.db.knex('outbox').where({ id: result.id }).first()).toMatchObject({
      provider: 'outbox',
      status: 'stored',
    });
  });
});

describe('what SOLAPI is asked to send', () => {
  const base = { channel: 'sms' as const, to: '01012345678', subject: '진료 안내' };
  it('a short SMS goes without a title', () => {
    expect(solapiMessage({ ...base, text: '인증번호는 123456입니다.' }, '0200000000')).toEqual({
      to: '01012345678',
      from: '0200000000',
      text: '인증번호는 123456입니다.',
    });
  });

  it('a text over 90 bytes goes as LMS with its title (at most 40 characters)', () => {
    const text = '연말연시 진료 일정을 안내해 드립니다. '.repeat(4);
    expect(solapiMessage({ ...base, text }, '0200000000')).toEqual({
      to: '01012345678',
      from: '0200000000',
      text,
      subject: '진료 안내',
    });
    expect(solapiMessage({ ...base, subject: '가'.repeat(50), text }, '0200000000').subject).toBe('가'.repeat(40));
    expect(solapiMessage({ ...base, subject: '  ', text }, '0200000000')).not.toHaveProperty('subject');
  });
});

describe('the daily purge', () => {
  it('deletes access-log entries older than two years and keeps newer ones', async () => {
    const old = toDbTime(new Date(Date.now() - 731 * 86_400_000));
    const recent = toDbTime(new Date(Date.now() - 700 * 86_400_000));
    const row = {
      staff_username: 'staff1',
      subject_type: 'member',
      subject_id: 1,
      action: 'read',
      detail: '',
      ip: '127.0.0.1',
    };
    await t.db.knex('access_logs').insert([
      { ...row, created_at: old },
      { ...row, created_at: recent },
    ]);
    const done = await purgeExpired(t.db.knex, { storage: openStorage(t.config), requestRetentionDays: 365 });
    expect(done.accessLogs).toBe(1);
    const left = (await t.db.knex('access_logs').select('created_at')) as Array<{ created_at: string }>;
    expect(left).toHaveLength(1);
  });
});

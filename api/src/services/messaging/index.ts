import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { SolapiMessageService } from 'solapi';
import { SMS_SUBJECT_MAX, smsBytes, smsKind } from '@clinic/contract';
import { toDbTime, type Knex } from '../../db/index.js';

/**
 * Mail and SMS. Every message is written to the `outbox` table, which staff see in the console:
 * with a provider configured it is also sent (status `sent` or `failed`); without one it stays
 * `stored`, so a first run works offline.
 *
 * A one-time code (`secret`) goes to the recipient and nowhere else: the outbox keeps the message
 * with the code masked, so staff see that a code was sent, to whom and when, never the code. With
 * no provider for the channel and outside production, the message as it would have been sent is
 * appended to the development mailbox (`DATA_DIR/dev-mailbox.jsonl`, one JSON object a line with the
 * outbox id): that file, not the outbox, is where a developer and the tests read codes.
 */
export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A verification code in the subject or text: delivered, but masked in everything kept. */
  secret?: string;
}

/** What the outbox keeps in place of a code. */
export const MASK = '******';

/** One line of the development mailbox. */
export interface DevMailboxEntry {
  id: number;
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  at: string;
}

export interface SendResult {
  id: number;
  status: 'stored' | 'sent' | 'failed';
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<SendResult>;
}

export interface MessagingConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; empty means the outbox only. */
  smtpUrl?: string;
  mailFrom: string;
  solapi?: { apiKey: string; apiSecret: string; sender: string };
  /** The development mailbox (never set in production): where undelivered messages are written. */
  devMailbox?: string;
}

/** `text` with every occurrence of `secret` masked. */
export function masked(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join(MASK) : text;
}

type Deliver = (message: OutgoingMessage) => Promise<void>;

/**
 * What SOLAPI is asked to send. A text over the short-SMS size goes as LMS, which carries a title
 * (staff write one for messages to members); a short SMS has none, so none is sent.
 */
export function solapiMessage(
  message: OutgoingMessage,
  from: string,
): { to: string; from: string; text: string; subject?: string } {
  const subject = message.subject.trim().slice(0, SMS_SUBJECT_MAX);
  return {
    to: message.to,
    from,
    text: message.text,
    ...(subject && smsKind(smsBytes(message.text)) !== 'sms' ? { subject } : {}),
  };
}

export function createMessenger(knex: Knex, config: MessagingConfig): Messenger {
  let mailer: Transporter | undefined;
  const deliverers: Partial<Record<Channel, { provider: string; deliver: Deliver }>> = {};
  if (config.smtpUrl) {
    mailer = nodemailer.createTransport(config.smtpUrl);
    deliverers.email = {
      provider: 'smtp',
      deliver: async (m) => {
        await mailer!.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  if (config.solapi) {
    const service = new SolapiMessageService(config.solapi.apiKey, config.solapi.apiSecret);
    const from = config.solapi.sender;
    deliverers.sms = {
      provider: 'solapi',
      deliver: async (m) => {
        await service.send(solapiMessage(m, from));
      },
    };
  }

  return {
    async send(message) {
      const delivery = deliverers[message.channel];
      const now = new Date();
      const [id] = await knex('outbox').insert({
        channel: message.channel,
        recipient: message.to.slice(0, 254),
        subject: masked(message.subject, message.secret).slice(0, 200),
        body: masked(message.text, message.secret),
        status: delivery ? 'sending' : 'stored',
        provider: delivery?.provider ?? 'outbox',
        created_at: toDbTime(now),
      });
      if (!delivery) {
        if (config.devMailbox) await toDevMailbox(config.devMailbox, Number(id), message, now);
        return { id: Number(id), status: 'stored' };
      }
      try {
        await delivery.deliver(message);
        await knex('outbox')
          .where({ id })
          .update({ status: 'sent', sent_at: toDbTime(new Date()) });
        return { id: Number(id), status: 'sent' };
      } catch (err) {
        await knex('outbox')
          .where({ id })
          .update({
            status: 'failed',
            error: masked(String((err as Error).message ?? err), message.secret).slice(0, 500),
          });
        return { id: Number(id), status: 'failed' };
      }
    },
  };
}

async function toDevMailbox(file: string, id: number, message: OutgoingMessage, at: Date): Promise<void> {
  const entry: DevMailboxEntry = {
    id,
    channel: message.channel,
    to: message.to,
    subject: message.subject,
    text: message.text,
    at: at.toISOString(),
  };
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, JSON.stringify(entry) + '\n', { mode: 0o600 });
}

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
  /**
   * An SMS that may go as a KakaoTalk 알림톡 instead: the template registered with SOLAPI and its
   * `#{…}` variables. Sent as 알림톡 only when SOLAPI has a KakaoTalk channel (`kakaoPfId`); SOLAPI
   * falls back to an SMS of `text` when the 알림톡 cannot be delivered. Otherwise a plain SMS.
   */
  kakao?: { templateId: string; variables: Record<string, string> };
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
  /** `kakaoPfId`: the KakaoTalk channel (pfId) registered with SOLAPI, for 알림톡 with SMS fallback. */
  solapi?: { apiKey: string; apiSecret: string; sender: string; kakaoPfId?: string };
  /** The development mailbox (never set in production): where undelivered messages are written. */
  devMailbox?: string;
}

/** `text` with every occurrence of `secret` masked. */
export function masked(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join(MASK) : text;
}

type Deliver = (message: OutgoingMessage) => Promise<void>;

/** SOLAPI's 알림톡 options: the channel, the template, its variables; `disableSms: false` keeps the SMS fallback. */
export interface KakaoOptions {
  pfId: string;
  templateId: string;
  variables: Record<string, string>;
  disableSms: boolean;
}

/**
 * What SOLAPI is asked to send. A text over the short-SMS size goes as LMS, which carries a title
 * (staff write one for messages to members); a short SMS has none, so none is sent. A message with
 * a 알림톡 template goes as 알림톡 when a KakaoTalk channel (`kakaoPfId`) is configured, with `text` as
 * the SMS SOLAPI sends in its place when the 알림톡 cannot be delivered.
 */
export function solapiMessage(
  message: OutgoingMessage,
  from: string,
  kakaoPfId?: string,
): { to: string; from: string; text: string; subject?: string; kakaoOptions?: KakaoOptions } {
  const subject = message.subject.trim().slice(0, SMS_SUBJECT_MAX);
  return {
    to: message.to,
    from,
    text: message.text,
    ...(subject && smsKind(smsBytes(message.text)) !== 'sms' ? { subject } : {}),
    ...(message.kakao && kakaoPfId
      ? {
          kakaoOptions: {
            pfId: kakaoPfId,
            templateId: message.kakao.templateId,
            variables: message.kakao.variables,
            disableSms: false,
          },
        }
      : {}),
  };
}

/** The provider an SMS is recorded under: `solapi-kakao` when it goes as 알림톡 (with SMS fallback). */
const smsProvider = (message: OutgoingMessage, kakaoPfId: string | undefined) =>
  message.kakao && kakaoPfId ? 'solapi-kakao' : 'solapi';

export function createMessenger(knex: Knex, config: MessagingConfig): Messenger {
  let mailer: Transporter | undefined;
  const deliverers: Partial<
    Record<Channel, { provider: string; providerFor?: (m: OutgoingMessage) => string; deliver: Deliver }>
  > = {};
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
    const { sender: from, kakaoPfId } = config.solapi;
    deliverers.sms = {
      provider: 'solapi',
      providerFor: (m) => smsProvider(m, kakaoPfId),
      deliver: async (m) => {
        await service.send(solapiMessage(m, from, kakaoPfId));
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
        provider: delivery ? (delivery.providerFor?.(message) ?? delivery.provider) : 'outbox',
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

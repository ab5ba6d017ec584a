import nodemailer, { type Transporter } from 'nodemailer';
import { SolapiMessageService } from 'solapi';
import { SMS_SUBJECT_MAX, smsBytes, smsKind } from '@clinic/contract';
import { toDbTime, type Knex } from '../../db/index.js';

/**
 * Mail and SMS. Every message is written to the `outbox` table, which staff see in the console:
 * with a provider configured it is also sent (status `sent` or `failed`); without one it stays
 * `stored`, so a first run works offline and tests read codes from the outbox.
 */
export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  html?: string;
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
      const now = toDbTime(new Date());
      const [id] = await knex('outbox').insert({
        channel: message.channel,
        recipient: message.to.slice(0, 254),
        subject: message.subject.slice(0, 200),
        body: message.text,
        status: delivery ? 'sending' : 'stored',
        provider: delivery?.provider ?? 'outbox',
        created_at: now,
      });
      if (!delivery) return { id: Number(id), status: 'stored' };
      try {
        await delivery.deliver(message);
        await knex('outbox')
          .where({ id })
          .update({ status: 'sent', sent_at: toDbTime(new Date()) });
        return { id: Number(id), status: 'sent' };
      } catch (err) {
        await knex('outbox')
          .where({ id })
          .update({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 500) });
        return { id: Number(id), status: 'failed' };
      }
    },
  };
}

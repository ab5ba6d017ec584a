import { isLocale, type Locale } from '@clinic/contract';
import { type Knex, table } from '../../db/index.js';
import type { Messenger } from '../../services/messaging/index.js';

/** "Your question has an answer" in the member's language; the answer itself stays on the site. */
const ANSWERED_TEXTS: Record<Locale, { subject: string; text: string }> = {
  ko: {
    subject: '[서울하지정맥] 1:1 문의 답변 안내',
    text: '[서울하지정맥] 문의하신 내용에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.',
  },
  en: {
    subject: '[Seoul Vein Clinic] Your question has been answered',
    text: '[Seoul Vein Clinic] We have answered your question. Please see My Page for the reply.',
  },
  cn: {
    subject: '[首尔下肢静脉] 一对一咨询回复通知',
    text: '[首尔下肢静脉] 您咨询的问题已有回复，请在“我的页面”中查看。',
  },
  jp: {
    subject: '[ソウル下肢静脈] 1:1お問い合わせへの回答のお知らせ',
    text: '[ソウル下肢静脈] お問い合わせいただいた内容に回答しました。マイページでご確認ください。',
  },
};

/** Tells the member their question is answered: by e-mail when they have one, else by SMS. */
export async function notifyAnswered(knex: Knex, messenger: Messenger, userId: number): Promise<void> {
  const user = await table(knex, 'users').where({ id: userId }).first('email', 'phone', 'locale');
  if (!user) return;
  const { subject, text } = ANSWERED_TEXTS[isLocale(user.locale) ? user.locale : 'ko'];
  if (user.email?.trim()) await messenger.send({ channel: 'email', to: user.email.trim(), subject, text });
  else if (user.phone?.trim()) await messenger.send({ channel: 'sms', to: user.phone.trim(), subject, text });
}

import type { Knex } from '../../db/index.js';
import type { Messenger } from '../../services/messaging/index.js';
import { readSettings } from '../settings/index.js';

/** Something new for staff to look at. */
export type StaffNews = { kind: 'form' | 'question' | 'review'; id: number };

/**
 * What staff are told. It names the kind and the number of the record, never the patient or what
 * they wrote (an SMS or a mailbox is not the console): staff read it in the console, and the text
 * ends with the record's page there (the console's route, console/src/App.tsx, under the site's
 * address; the address itself is not known here: a patient's request names any host it likes).
 */
const NEWS_TEXTS: Record<StaffNews['kind'], (id: number) => { subject: string; text: string }> = {
  form: (id) => ({
    subject: `[서울하지정맥] 새 상담 신청 (${id}번)`,
    text: `[서울하지정맥] 새 상담 신청이 들어왔습니다 (${id}번). 관리자 콘솔의 상담 신청에서 확인해 주세요: /console/forms/${id}`,
  }),
  question: (id) => ({
    subject: `[서울하지정맥] 새 1:1 문의 (${id}번)`,
    text: `[서울하지정맥] 새 1:1 문의가 들어왔습니다 (${id}번). 관리자 콘솔의 1:1 문의에서 답변해 주세요: /console/center/questions/${id}`,
  }),
  review: (id) => ({
    subject: `[서울하지정맥] 승인을 기다리는 후기 (${id}번)`,
    text: `[서울하지정맥] 승인을 기다리는 회원 후기가 있습니다 (${id}번). 관리자 콘솔의 회원 후기에서 확인해 주세요: /console/clinic/reviews2/${id}`,
  }),
};

/**
 * Tells the staff recipients set in 사이트 설정 (e-mail and/or SMS) that something new arrived.
 * Never fails the patient's request: a delivery that fails is marked in the outbox; anything else is
 * handed to `onError` (logged).
 */
export async function notifyStaff(
  deps: { knex: Knex; messenger: Messenger },
  news: StaffNews,
  onError: (err: unknown) => void,
): Promise<void> {
  try {
    const settings = await readSettings(deps.knex, 'clinic');
    const { subject, text } = NEWS_TEXTS[news.kind](news.id);
    // One after another, e-mails first: the outbox and the staff's message history read in the same
    // order every time (sent side by side, MariaDB stored them in whichever order they finished).
    const notices = [
      ...settings.staffNotifyEmails.map((to) => ({ channel: 'email' as const, to })),
      ...settings.staffNotifyPhones.map((to) => ({ channel: 'sms' as const, to })),
    ];
    for (const { channel, to } of notices) await deps.messenger.send({ channel, to, subject, text });
  } catch (err) {
    onError(err);
  }
}

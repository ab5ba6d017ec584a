import {
  auditActionChoices,
  formStatusChoices,
  memberKindChoices,
  memberStatusChoices,
  outboxChannelChoices,
  outboxProviderChoices,
  outboxStatusChoices,
  questionCategoryChoices,
  questionStatusChoices,
  reviewStatusChoices,
  subjectTypeChoices,
  treatmentChoices,
} from '../../choices';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An access-log entry as the API answers it. */
export interface AccessLogEntry {
  id: number;
  staffUsername: string;
  subjectType: string;
  subjectId: number | null;
  subjectName: string | null;
  action: string;
  detail: string;
  reason: string;
  rowCount: number | null;
  ip: string;
  createdAt: string;
}

const L = 'resources.access-logs.describe';

/** The console resource whose field labels name a subject's filter fields. */
const RESOURCE_OF: Record<string, string> = {
  member: 'users',
  form: 'forms',
  question: 'center/questions',
  memberReview: 'clinic/reviews2',
  outbox: 'outbox',
  messageRecipient: 'message-recipients',
  accessLog: 'access-logs',
  boardComment: 'board-comments',
  withdrawal: 'users/withdrawals',
};

/** The filters whose values are codes, each with the choices that name them (resource.field). */
const CODED: Record<string, Array<{ id: string; name: string }>> = {
  'forms.status': formStatusChoices,
  'forms.treatment': treatmentChoices,
  'center/questions.status': questionStatusChoices,
  'center/questions.category': questionCategoryChoices,
  'clinic/reviews2.status': reviewStatusChoices,
  'clinic/reviews2.treatment': treatmentChoices,
  'users.status': memberStatusChoices,
  'users.kind': memberKindChoices,
  'users/withdrawals.kind': memberKindChoices,
  'outbox.status': outboxStatusChoices,
  'outbox.channel': outboxChannelChoices,
  'outbox.provider': outboxProviderChoices,
  'access-logs.action': auditActionChoices,
  'access-logs.subjectType': subjectTypeChoices,
};

/** A filter's value as staff chose it in the list: a code by its name ("waiting" as "답변 대기"). */
function valueText(resource: string, field: string, value: unknown, translate: Translate): string {
  const choices = CODED[`${resource}.${field}`];
  const one = (v: unknown) => {
    const choice = choices?.find((c) => c.id === String(v));
    return choice ? translate(choice.name, { _: String(v) }) : String(v);
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/** `{"q":"010","status":"new"}` as "검색어: 010 · 처리 상태: 신규" (fields and codes by their console labels). */
function conditions(json: string, subjectType: string, translate: Translate): string {
  let filter: unknown;
  try {
    filter = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof filter !== 'object' || filter === null) return '';
  const resource = RESOURCE_OF[subjectType] ?? subjectType;
  return Object.entries(filter as Record<string, unknown>)
    .map(([key, value]) => {
      const field = key.replace(/_(gte|lte|gt|lt)$/, '');
      const suffix = key === field ? '' : ` (${translate(`${L}.${key.slice(field.length + 1)}`)})`;
      const label =
        key === 'q' ? translate(`${L}.search`) : translate(`resources.${resource}.fields.${field}`, { _: field });
      return `${label}${suffix}: ${valueText(resource, field, value, translate)}`;
    })
    .join(' · ');
}

/**
 * What happened, in words an auditor reads: the list's conditions, the file downloaded, the message
 * sent and to how many, the note saved. Entries written before this wording keep their raw detail.
 */
export function describeEntry(entry: AccessLogEntry, translate: Translate): string {
  const { action, detail } = entry;
  // A member's name and username as the comment list or a comment showed them (logged under the member).
  if (detail === 'board-comments') return translate(`${L}.comments`);
  const sent = /^message (\d+) (email|sms) (info|marketing) to (\d+)$/.exec(detail);
  if (sent)
    return translate(`${L}.sent`, {
      id: sent[1],
      channel: translate(`app.outboxChannels.${sent[2]}`),
      purpose: translate(`app.messagePurposes.${sent[3]}`),
      smart_count: Number(sent[4]),
    });
  const reply = /^reply message (\d+) (email|sms)$/.exec(detail);
  if (reply) return translate(`${L}.reply`, { id: reply[1], channel: translate(`app.outboxChannels.${reply[2]}`) });
  const preview = /^preview (email|sms) (info|marketing) (\{.*\})$/.exec(detail);
  if (preview) {
    let audience = preview[3]!;
    try {
      const to = JSON.parse(audience) as { type?: string; userId?: number; levelId?: number };
      audience =
        translate(`app.messageAudiences.${to.type}`, { _: to.type ?? '' }) +
        (to.userId ? ` #${to.userId}` : to.levelId ? ` #${to.levelId}` : '');
    } catch {
      // Shown as it was written.
    }
    return translate(`${L}.preview`, {
      channel: translate(`app.outboxChannels.${preview[1]}`),
      purpose: translate(`app.messagePurposes.${preview[2]}`),
      audience,
    });
  }
  if (action === 'list' || action === 'export') {
    const what = detail ? conditions(detail, entry.subjectType, translate) : '';
    return what ? translate(`${L}.filtered`, { conditions: what }) : translate(`${L}.everything`);
  }
  if (action === 'download')
    return translate(`${L}.file`, { name: translate(`app.documentKinds.${detail}`, { _: detail }) });
  if (detail === 'note') return translate(`${L}.note`);
  if (detail === 'history') return translate(`${L}.history`);
  return detail;
}

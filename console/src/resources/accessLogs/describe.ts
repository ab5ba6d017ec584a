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
};

/** `{"q":"010","status":"new"}` as "검색어: 010 · 처리 상태: new" (fields by their console labels). */
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
      const shown = Array.isArray(value) ? value.join(', ') : String(value);
      return `${label}${suffix}: ${shown}`;
    })
    .join(' · ');
}

/**
 * What happened, in words an auditor reads: the list's conditions, the file downloaded, the message
 * sent and to how many, the note saved. Entries written before this wording keep their raw detail.
 */
export function describeEntry(entry: AccessLogEntry, translate: Translate): string {
  const { action, detail } = entry;
  const sent = /^message (\d+) (email|sms) (info|marketing) to (\d+)$/.exec(detail);
  if (sent)
    return translate(`${L}.sent`, {
      id: sent[1],
      channel: translate(`app.outboxChannels.${sent[2]}`),
      purpose: translate(`app.messagePurposes.${sent[3]}`),
      smart_count: Number(sent[4]),
    });
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

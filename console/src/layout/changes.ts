import { useTranslate } from 'react-admin';

/** One field's change as the API keeps it (api/src/http/history.ts). */
export interface FieldChange {
  field: string;
  old?: unknown;
  new?: unknown;
  personal?: true;
}

/** Fields whose values are one of the contract's choices: their names in the console's language. */
const CHOICES: Record<string, string> = {
  treatment: 'app.treatments',
  locale: 'app.locales',
  placement: 'app.videoPlacements',
};
const STATUS_CHOICES: Record<string, string> = {
  forms: 'app.formStatus',
  users: 'app.accountStatus',
  'user/admins': 'app.accountStatus',
};

/**
 * A field's change as staff read it: "처리 상태: 처리 중 → 완료"; a personal field is named only
 * ("이름 (바뀜)"), as the history keeps no copy of it.
 */
export function useChangeText(resource: string): (change: FieldChange) => string {
  const translate = useTranslate();
  // `note.ko`: one language of a translated field, "비고 (ko)".
  const label = (field: string) => {
    const [base = field, part] = field.split('.');
    const name = translate(`resources.${resource}.fields.${base}`, { _: base });
    return part ? `${name} (${part})` : name;
  };
  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return translate('app.changes.empty');
    if (typeof v === 'boolean') return translate(v ? 'app.changes.yes' : 'app.changes.no');
    const prefix = field === 'status' ? STATUS_CHOICES[resource] : CHOICES[field];
    const text = String(v);
    if (prefix) return translate(`${prefix}.${text}`, { _: text });
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  };
  return (change) =>
    change.field.startsWith('reply.')
      ? translate('app.changes.replyLine', {
          channel: translate(`app.changes.replyChannels.${change.field.slice('reply.'.length)}`),
          text: value(change.field, change.new),
        })
      : change.personal || !('old' in change || 'new' in change)
        ? translate('app.changes.changedOnly', { field: label(change.field) })
        : translate('app.changes.line', {
            field: label(change.field),
            old: value(change.field, change.old),
            new: value(change.field, change.new),
          });
}

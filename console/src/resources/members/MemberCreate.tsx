import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { MemberWarning } from '@clinic/contract';
import { MemberInputs, memberCreateTransform } from './MemberInputs';
import { FORM_PROPS } from '../../layout/FormPages';

type Created = { id: number; warnings?: MemberWarning[] };

/**
 * A member registered by staff (e.g. at the front desk); consents are given by members themselves.
 * A phone number or e-mail address another member already has is saved, and the answer's `warnings`
 * are said once it is: which of them is shared, so staff can check it is not the same person twice.
 */
export function MemberCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const onSuccess = (created: Created) => {
    const shared = (created.warnings ?? []).map((w) => translate(`resources.users.fields.${w.field}`));
    if (shared.length > 0)
      notify('resources.users.notifications.shared', {
        type: 'warning',
        messageArgs: { fields: shared.join(', ') },
        autoHideDuration: 15_000,
      });
    else notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('edit', 'users', created.id, created);
  };
  return (
    <Create redirect="edit" transform={memberCreateTransform} mutationOptions={{ onSuccess }}>
      <SimpleForm {...FORM_PROPS} defaultValues={{ kind: 'PERSON' }}>
        <MemberInputs creating />
      </SimpleForm>
    </Create>
  );
}

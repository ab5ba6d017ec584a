import { Create, SimpleForm } from 'react-admin';
import { MemberInputs, memberCreateTransform } from './MemberInputs';
import { FORM_PROPS } from '../../layout/FormPages';

/** A member registered by staff (e.g. at the front desk); consents are given by members themselves. */
export function MemberCreate() {
  return (
    <Create redirect="edit" transform={memberCreateTransform}>
      <SimpleForm {...FORM_PROPS} defaultValues={{ kind: 'PERSON' }}>
        <MemberInputs creating />
      </SimpleForm>
    </Create>
  );
}

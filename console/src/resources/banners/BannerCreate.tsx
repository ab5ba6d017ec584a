import { Create, SimpleForm } from 'react-admin';
import { BannerInputs } from './BannerInputs';

export function BannerCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        noValidate
        defaultValues={{
          code: 'main',
          enabled: true,
          position: 0,
          link: '',
          startsAt: null,
          endsAt: null,
          image: null,
        }}
      >
        <BannerInputs />
      </SimpleForm>
    </Create>
  );
}

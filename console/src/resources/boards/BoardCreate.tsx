import { Create, SimpleForm } from 'react-admin';
import { BoardInputs } from './BoardInputs';

export function BoardCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        noValidate
        defaultValues={{
          name: { ko: '', en: '', cn: '', jp: '' },
          writeAccess: 'staff',
          commentsEnabled: false,
          published: true,
          position: 0,
        }}
      >
        <BoardInputs />
      </SimpleForm>
    </Create>
  );
}

import type { ComponentType, ReactElement } from 'react';
import { Create, Edit, SimpleForm, type RedirectionSideEffect } from 'react-admin';
import { ChangeHistory } from './ChangeHistory';
import { ConflictNotice } from './ConflictNotice';
import { NumberedTitle } from '../fields/RecordNumber';

/**
 * What every console form shares: the browser's own checks off (the inputs carry the contract's
 * rules), and a question before staff leave it with changes unsaved.
 */
export const FORM_PROPS = { noValidate: true, warnWhenUnsavedChanges: true } as const;

/** What every edit form shares (the same as a create form's). */
export const EDIT_FORM_PROPS = FORM_PROPS;

/**
 * The create and edit pages of a resource whose two forms are one set of inputs (`<XInputs />`). The
 * browser's own checks are off (noValidate: the inputs carry the contract's rules); a new record
 * starts from `defaultValues`, and its list opens once it is saved.
 */
export function createPage(Inputs: ComponentType, defaultValues?: Record<string, unknown>): ComponentType {
  function CreatePage() {
    return (
      <Create redirect="list">
        <SimpleForm {...FORM_PROPS} defaultValues={defaultValues}>
          <Inputs />
        </SimpleForm>
      </Create>
    );
  }
  return CreatePage;
}

/**
 * The edit page for the same inputs, saved when the API answers (pessimistic), with what a save
 * refused as made on an older version says (ConflictNotice) and the record's change history below
 * the form. `toolbar` replaces the
 * form's buttons (EditToolbar: a delete that says what goes along), `actions` those above the form,
 * `redirect` where a save leads (react-admin's default: the list). The title names the record's number.
 */
export function editPage(
  Inputs: ComponentType,
  {
    toolbar,
    actions,
    redirect,
  }: { toolbar?: ReactElement; actions?: ReactElement; redirect?: RedirectionSideEffect } = {},
): ComponentType {
  function EditPage() {
    return (
      <Edit mutationMode="pessimistic" actions={actions} redirect={redirect} title={<NumberedTitle />}>
        <SimpleForm {...EDIT_FORM_PROPS} toolbar={toolbar}>
          <ConflictNotice />
          <Inputs />
        </SimpleForm>
        <ChangeHistory />
      </Edit>
    );
  }
  return EditPage;
}

import { Typography } from '@mui/material';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { BoardPostInputs } from './BoardPostInputs';
import { FORM_PROPS } from '../../layout/FormPages';

/** A new post; files are attached on the edit page it opens after saving. */
export function BoardPostCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="edit">
      <SimpleForm {...FORM_PROPS} defaultValues={{ title: '', body: '', pinned: false, hidden: false, thumb: null }}>
        <BoardPostInputs creating />
        <Typography variant="caption" color="text.secondary">
          {translate('resources.board-posts.helper.filesAfterCreate')}
        </Typography>
      </SimpleForm>
    </Create>
  );
}

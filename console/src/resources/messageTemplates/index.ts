import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import { lazyPage } from '../../lazyPage';

const MessageTemplateList = lazyPage(() => import('./MessageTemplateList'), 'MessageTemplateList');
const MessageTemplateCreate = lazyPage(() => import('./MessageTemplateInputs'), 'MessageTemplateCreate');
const MessageTemplateEdit = lazyPage(() => import('./MessageTemplateInputs'), 'MessageTemplateEdit');

/** Spread into `<Resource name="message-templates" {...messageTemplates} />`: texts replies start from. */
export const messageTemplates = {
  list: MessageTemplateList,
  create: MessageTemplateCreate,
  edit: MessageTemplateEdit,
  icon: TextSnippetIcon,
  recordRepresentation: 'name',
};

import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { lazyPage } from '../../lazyPage';

const VideoList = lazyPage(() => import('./VideoList'), 'VideoList');
const VideoCreate = lazyPage(() => import('./VideoInputs'), 'VideoCreate');
const VideoEdit = lazyPage(() => import('./VideoInputs'), 'VideoEdit');

/** Spread into `<Resource name="clinic/videos" {...videos} />`: the main page's story and clinic videos. */
export const videos = {
  list: VideoList,
  create: VideoCreate,
  edit: VideoEdit,
  icon: OndemandVideoIcon,
  recordRepresentation: 'title.ko',
};

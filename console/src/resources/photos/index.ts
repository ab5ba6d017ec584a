import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazyPage } from '../../lazyPage';

const PhotoList = lazyPage(() => import('./PhotoList'), 'PhotoList');
const PhotoCreate = lazyPage(() => import('./PhotoInputs'), 'PhotoCreate');
const PhotoEdit = lazyPage(() => import('./PhotoInputs'), 'PhotoEdit');

/** Spread into `<Resource name="clinic/photos" {...photos} />`: the hero picture, the information slider, the panorama. */
export const photos = {
  list: PhotoList,
  create: PhotoCreate,
  edit: PhotoEdit,
  icon: PhotoLibraryIcon,
  recordRepresentation: 'alt.ko',
};

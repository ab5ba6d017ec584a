import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyPage } from '../../lazyPage';

const BannerList = lazyPage(() => import('./BannerList'), 'BannerList');
const BannerCreate = lazyPage(() => import('./BannerInputs'), 'BannerCreate');
const BannerEdit = lazyPage(() => import('./BannerInputs'), 'BannerEdit');

/** Spread into `<Resource name="banners" {...banners} />`. */
export const banners = {
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: 'title.ko',
};

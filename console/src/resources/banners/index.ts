import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const BannerList = lazyPage(() => import('./BannerList'), 'BannerList');
const BannerCreate = lazyPage(() => import('./BannerCreate'), 'BannerCreate');
const BannerEdit = lazyPage(() => import('./BannerEdit'), 'BannerEdit');

/** Spread into `<Resource name="banners" {...banners} />`. */
export const banners = {
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.ko ?? ''),
};

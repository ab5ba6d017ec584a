import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { RaRecord } from 'react-admin';
import { BannerList } from './BannerList';
import { BannerCreate } from './BannerCreate';
import { BannerEdit } from './BannerEdit';

/** Spread into `<Resource name="banners" {...banners} />`. */
export const banners = {
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.ko ?? ''),
};

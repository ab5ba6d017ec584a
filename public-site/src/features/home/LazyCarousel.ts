import { lazy } from 'react';

/** The carousel (Swiper) in its own chunk: loaded only when a carousel comes near the viewport. */
export const Carousel = lazy(() => import('./Carousel'));

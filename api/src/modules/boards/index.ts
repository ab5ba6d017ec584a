export { boardConsoleRoutes } from './console.js';
export { boardPublicRoutes } from './public.js';
export { BOARDS_TAG } from './store.js';

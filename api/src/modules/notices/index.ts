export { noticeConsoleRoutes, noticePublicRoutes } from './routes.js';

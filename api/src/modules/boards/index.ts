import type { Module } from '../../http/module.js';
import { boardConsoleRoutes } from './console.js';
import { boardPublicRoutes } from './public.js';

/** Boards (free board, notices of a kind staff set up): posts with files and comments, moderated in the console. */
export const boards: Module = { public: boardPublicRoutes, console: boardConsoleRoutes };

import type { Module } from '../../http/module.js';
import { questionConsoleRoutes } from './console.js';
import { questionPublicRoutes } from './public.js';

/** 1:1 questions (center/questions): members ask, with files; staff answer in the console. */
export const questions: Module = { public: questionPublicRoutes, console: questionConsoleRoutes };

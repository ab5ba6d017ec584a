import type { Module } from '../../http/module.js';
import { faqConsoleRoutes } from './console.js';
import { faqPublicRoutes } from './public.js';

/** Frequently asked questions by category, in four languages: staff write them, the public site searches them. */
export const faqs: Module = { public: faqPublicRoutes, console: faqConsoleRoutes };

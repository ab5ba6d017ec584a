import type { Module } from '../../http/module.js';
import { statisticsConsoleRoutes } from './console.js';

/** The console dashboard's figures: members, requests, questions and reviews per Korea-time day, month, weekday, treatment. */
export const statistics: Module = { console: statisticsConsoleRoutes };

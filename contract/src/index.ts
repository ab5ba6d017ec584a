export * from './locales.js';
export * from './messages.js';
export * from './validation.js';
export * from './auth.js';
export * from './notices.js';
export * from './content.js';
export * from './members.js';
export * from './community.js';

import { termRoute } from './TermPage';

export const { loader, Component, handle } = termRoute('privacy-policy');

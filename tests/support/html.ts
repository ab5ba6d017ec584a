/**
 * What a page's HTML shows, without its scripts: the hydration data carries a page's stored text as
 * staff wrote it (`{{phone}}`, filled in as the page renders), which patients never see. Shared by
 * the API tests and the e2e tests.
 */
export const shownOf = (html: string): string => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

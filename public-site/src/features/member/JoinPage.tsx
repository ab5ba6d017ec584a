import { memberRoute } from './MemberPlaceholder';

export const { Component, handle } = memberRoute('site.join');

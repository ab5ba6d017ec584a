import { memberRoute } from '../member/MemberPlaceholder';

export const { Component, handle } = memberRoute('menu.review');

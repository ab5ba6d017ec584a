import type { MemberKind } from '@clinic/contract';

/** The sign-up form of each member kind has its own address (`/join/person`, ...). */
export const KIND_PATH: Record<MemberKind, string> = {
  PERSON: '/join/person',
  COMPANY: '/join/company',
  FOREIGN: '/join/foreign',
};
export const KIND_ORDER: MemberKind[] = ['PERSON', 'COMPANY', 'FOREIGN'];

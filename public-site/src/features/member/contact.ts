import { useState } from 'react';
import {
  internationalPhone,
  normalizeTarget,
  phone as phoneRule,
  type CertifyChannel,
  type MemberKind,
} from '@clinic/contract';

/** A phone number or e-mail proven by a code, as signing up (the contact given) and my info (a new one) ask. */

/** The rule a member's phone follows: an international member's has its country code. */
export function phoneRuleFor(kind: MemberKind) {
  return kind === 'FOREIGN' ? internationalPhone() : phoneRule();
}

/** The proof (a certification token) that the member controls the phone or e-mail now in the form. */
export function useProof(channel: CertifyChannel | null, target: string) {
  const [proof, setProof] = useState<{ key: string; token: string } | null>(null);
  // A proof is for the contact it was made for: another phone or e-mail needs a new code.
  const key = channel ? `${channel}:${normalizeTarget(channel, target)}` : '';
  const verified = !!channel && proof?.key === key;
  return {
    channel,
    target,
    verified,
    token: verified ? proof?.token : undefined,
    prove: (token: string) => setProof({ key, token }),
    drop: () => setProof(null),
  };
}

export type Proof = ReturnType<typeof useProof>;

import { describe, expect, it } from 'vitest';
import type { MemberHistory } from '@clinic/contract';
import { signUp } from './support/members.ts';
import { api, freshHttp, member, request_, submit, t, useFrontDesk } from './support/frontDesk.ts';

// Issue 19, finding 11 (a planted request): a member's page lists consultation requests sent while
// logged in as the member or from the member's phone number. Anyone who knows the number can send a
// request with it, so only one sent while logged in as the member is marked as theirs
// (`verified: true`); one matched by the number alone says it is not confirmed.

useFrontDesk(); // the member's phone is 010-4321-8765

const historyOf = async (id: number) => {
  const res = await api.raw('get', `users/${id}/history`);
  expect(res.status).toBe(200);
  return res.body as MemberHistory;
};

describe("a member's requests", () => {
  it('sent while logged in are theirs; sent by anyone with their number are marked unverified', async () => {
    const planted = await submit({ ...request_, message: '누군가 이 번호로 보낸 신청입니다.' });
    expect(planted.status, JSON.stringify(planted.body)).toBe(201);
    const own = await submit(
      { ...request_, phone: '01099998888', message: '로그인하고 보낸 신청입니다.' },
      member.accessToken,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);

    const history = await historyOf(member.id);
    const byId = new Map(history.forms.map((f) => [f.id, f]));
    expect(byId.get(planted.body.form.id as number)).toMatchObject({ verified: false });
    expect(byId.get(own.body.form.id as number)).toMatchObject({ verified: true });
  });

  it("one another member sent with this member's number is that other member's own, not this one's", async () => {
    const other = await signUp(t, freshHttp(), { name: '다른회원', phone: '01055556666' });
    const sent = await submit({ ...request_, message: '다른 회원이 이 번호로 보낸 신청입니다.' }, other.accessToken);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.form.id as number;
    expect((await historyOf(member.id)).forms.find((f) => f.id === id)).toMatchObject({ verified: false });
    expect((await historyOf(other.id)).forms.find((f) => f.id === id)).toMatchObject({ verified: true });
  });
});

import { consoleGoto, changeSettings, expectNoAxeViolations, messagesTo, open, withoutPopups, expect } from './support';
import { approvedReview, openInQueue, PDF, png, RUN, test, writeReview } from './community-support';

/**
 * The community issue end to end: member reviews with moderation, the onReview switch, a board made
 * by staff with an inline editor image and an attached file, member comments, and 1:1 questions
 * answered in the console with the notification in the outbox. Each test has reviews on, a member of
 * its own logged in (`member`) and staff in the console (`staff`), each on a page of their own.
 */

test.describe('member reviews', () => {
  const approvedTitle = `베나실 치료 후기 ${RUN}`;
  const rejectedTitle = `완치된 후기 ${RUN}`;
  const earlierTitle = `베나실 치료 후기 (먼저 게시) ${RUN}`;

  test('a review with two images stays off /review until staff approve it; then its thumbnail opens the first image', async ({
    page,
    member,
    staff,
  }) => {
    await writeReview(member, approvedTitle, [
      await png({ r: 200, g: 40, b: 40 }),
      await png({ r: 40, g: 40, b: 200 }),
    ]);

    // Pending: not on the public page, not in the public API.
    await withoutPopups(page);
    await open(page, '/review');
    await expect(page.getByRole('heading', { level: 2, name: '회원 후기' })).toBeVisible();
    await expect(page.getByText(approvedTitle)).toHaveCount(0);
    const before = (await (await page.request.get('/api/v1/clinic/reviews2')).json()) as {
      reviews: Array<{ title: string }>;
    };
    expect(before.reviews.map((r) => r.title)).not.toContain(approvedTitle);

    // Staff approve it from the moderation queue.
    await openInQueue(staff, approvedTitle);
    await expect(staff.getByLabel('1번째 이미지 크게 보기')).toBeVisible();
    await staff.getByRole('button', { name: '승인' }).click();
    await expect(staff.getByText('후기를 승인했습니다.')).toBeVisible();

    const after = (await (await page.request.get('/api/v1/clinic/reviews2')).json()) as {
      reviews: Array<{ title: string; images: Array<{ src: string }> }>;
    };
    const published = after.reviews.find((r) => r.title === approvedTitle);
    expect(published?.images).toHaveLength(2);

    await open(page, '/review');
    await expect(page.getByRole('heading', { level: 3, name: approvedTitle })).toBeVisible();
    const thumb = page.getByRole('button', { name: `${approvedTitle} 사진 크게 보기` });
    await thumb.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The larger view is the first image the member sent (the red one), not the second.
    const stem = published!.images[0]!.src.replace(/-\d+\.\w+$/, '');
    await expect(dialog.locator('img')).toHaveAttribute('src', new RegExp(stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });

  test('a rejected review shows its reason on my page; staff saw the forbidden-expression warning', async ({
    request,
    account,
    member,
    staff,
  }) => {
    // An earlier review of the member's, already approved: my page shows both.
    await approvedReview(request, account, earlierTitle);
    await writeReview(member, rejectedTitle, []);
    await openInQueue(staff, rejectedTitle);
    await expect(staff.getByText(/의료광고법상 사용할 수 없는 표현이 있습니다: .*완치/)).toBeVisible();
    await staff.getByRole('button', { name: '반려' }).click();
    const reason = '"완치"처럼 치료 결과를 보장하는 표현은 의료광고 규정상 게시할 수 없습니다.';
    await staff
      .getByRole('dialog')
      .getByLabel(/반려 사유/)
      .fill(reason);
    await staff.getByRole('dialog').getByRole('button', { name: '반려하기' }).click();
    await expect(staff.getByText('후기를 반려했습니다.')).toBeVisible();

    await open(member, '/mypage/reviews');
    const item = member.locator('li', { hasText: rejectedTitle });
    await expect(item.getByText('반려', { exact: true })).toBeVisible();
    await expect(item.getByText(reason)).toBeVisible();
    await expect(member.locator('li', { hasText: earlierTitle }).getByText('게시됨')).toBeVisible();
    await expectNoAxeViolations(member, '/mypage/reviews');
    // On my page in English, the member's Korean title and the clinic's Korean reason are marked Korean.
    await open(member, '/en/mypage/reviews');
    await expect(member.locator('.own-item__title', { hasText: rejectedTitle })).toHaveAttribute('lang', 'ko');
    await expect(member.getByText(reason)).toHaveAttribute('lang', 'ko');
  });

  test('with onReview false the review menu, routes and main carousel are gone', async ({ page, request, member }) => {
    await withoutPopups(page);
    const restore = await changeSettings(request, { onReview: false });
    try {
      await open(page, '/');
      await expect(page.locator('.site-header__nav a[href="/review"]')).toHaveCount(0);
      await expect(page.getByTestId('review-section')).toHaveCount(0);
      for (const path of ['/review', '/review/m1']) {
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }), path).toBeVisible();
      }
      // Writing is for members: a logged-in member finds no page either.
      await open(member, '/review/write');
      await expect(member.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
      expect((await (await request.get('/api/v1/clinic/reviews2')).json()).reviews).toEqual([]);
    } finally {
      await restore();
    }
  });
});

test.describe('boards', () => {
  const key = `talk-${RUN}`;
  const postTitle = `여름철 압박스타킹 관리 ${RUN}`;
  const comment = `잘 읽었습니다. 세탁 방법이 궁금했는데 도움이 되었습니다 ${RUN}`;

  test('staff create a board with member comments and post with an editor image and a file; a member comments', async ({
    page,
    member,
    staff,
  }) => {
    // The board.
    await consoleGoto(staff, '/console/boards/create');
    await staff.getByLabel(/^게시판 주소/).fill(key);
    await staff.locator('input[name="name.ko"]').fill(`자유 게시판 ${RUN}`);
    await staff.getByLabel('댓글 허용').check();
    await staff.getByRole('combobox', { name: /글쓰기 권한/ }).click();
    await staff.getByRole('option', { name: '회원' }).click();
    await staff.getByRole('button', { name: '저장' }).click();
    await expect(staff).toHaveURL(/\/console\/boards(\/\d+)?$/);

    // The post: title, two lines of text and an image through the editor's upload button.
    await consoleGoto(staff, '/console/board-posts/create');
    await staff.getByLabel(/^게시판/).click();
    await staff.getByRole('option', { name: `자유 게시판 ${RUN}` }).click();
    await staff.getByRole('textbox', { name: '제목' }).fill(postTitle);
    await staff.getByRole('textbox', { name: '본문' }).click();
    await staff.keyboard.type('더운 날에도 압박스타킹은 아침에 신고 저녁에 벗습니다.');
    await staff.keyboard.press('Enter');
    staff.once('dialog', (d) => void d.accept('압박스타킹을 신은 다리 그림'));
    const chooser = staff.waitForEvent('filechooser');
    await staff.getByRole('button', { name: '이미지 올리기' }).click();
    await (
      await chooser
    ).setFiles({ name: 'stocking.png', mimeType: 'image/png', buffer: await png({ r: 90, g: 160, b: 90 }) });
    await expect(staff.locator('.ProseMirror img[src]')).toHaveAttribute('src', /^\/uploads\/editor\/.+\.webp$/);
    await staff.getByRole('button', { name: '저장' }).click();
    await expect(staff).toHaveURL(/\/console\/board-posts\/\d+$/);
    const postId = /\/board-posts\/(\d+)$/.exec(staff.url())![1];

    // An attached file, on the edit page.
    const fileChooser = staff.waitForEvent('filechooser');
    await staff.getByRole('button', { name: '파일 올리기' }).click();
    await (await fileChooser).setFiles({ name: '스타킹 안내문.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(staff.getByText('파일을 올렸습니다.')).toBeVisible();

    // On the public site: the post with its inline image and file.
    await withoutPopups(page);
    await open(page, `/boards/${key}/${postId}`);
    await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
    await expect(page.getByText('더운 날에도 압박스타킹은 아침에 신고 저녁에 벗습니다.')).toBeVisible();
    await expect(page.getByRole('img', { name: '압박스타킹을 신은 다리 그림' })).toHaveAttribute(
      'src',
      /^\/uploads\/editor\//,
    );
    const fileLink = page.getByRole('link', { name: /스타킹 안내문\.pdf/ });
    await expect(fileLink).toBeVisible();
    const download = await page.request.get((await fileLink.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('link', { name: '로그인하고 댓글 쓰기' })).toBeVisible();

    // A member comments.
    await open(member, `/boards/${key}/${postId}`);
    await member.getByLabel('댓글 쓰기').fill(comment);
    await member.getByRole('button', { name: '댓글 등록' }).click();
    await expect(member.getByText(comment)).toBeVisible();
    await expectNoAxeViolations(member, `/boards/${key}/${postId}`);

    // Members may write on this board too: plain text, a file, and the text arrives as text.
    const memberTitle = `스타킹 세탁은 어떻게 하나요 ${RUN}`;
    await open(member, `/boards/${key}/write`);
    await member.getByLabel(/^제목/).fill(memberTitle);
    await member.getByLabel(/^내용/).fill('손빨래가 좋다고 들었습니다.\n<b>굵게</b>는 글자로 보여야 합니다.');
    await member.getByRole('button', { name: '등록하기' }).click();
    await expect(member.getByRole('heading', { level: 1, name: memberTitle })).toBeVisible();
    await expect(member.getByText('<b>굵게</b>는 글자로 보여야 합니다.')).toBeVisible();

    // Anyone sees the comment; the board's list shows the post.
    await open(page, `/boards/${key}/${postId}`);
    await expect(page.getByText(comment)).toBeVisible();
    await open(page, `/boards/${key}`);
    await expect(page.getByRole('link', { name: postTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: memberTitle })).toBeVisible();
  });
});

test.describe('1:1 questions', () => {
  const title = `수술 뒤 운동은 언제부터 할 수 있나요 ${RUN}`;

  test('a member asks, staff answer, the member sees "답변완료" and the outbox holds the notification', async ({
    account,
    member,
    staff,
  }) => {
    await open(member, '/mypage/questions/new');
    await member.getByLabel(/^문의 분류/).selectOption('treatment');
    await member.getByLabel(/^제목/).fill(title);
    await member.getByLabel(/^내용/).fill('지난주에 베나실 치료를 받았습니다. 가벼운 달리기는 언제부터 해도 되나요?');
    await member.getByRole('button', { name: '문의 보내기' }).click();
    await expect(member.getByText('문의가 접수되었습니다.', { exact: false })).toBeVisible();

    await open(member, '/mypage/questions');
    await expect(member.locator('li', { hasText: title }).getByText('답변대기')).toBeVisible();

    const before = (await messagesTo(account.email)).length;
    await consoleGoto(staff, '/console/center/questions');
    await staff.getByText(title).click();
    await staff.getByRole('textbox', { name: '답변' }).click();
    await staff.keyboard.type(
      '가벼운 걷기는 바로 하셔도 됩니다. 달리기는 1주 뒤 진료 때 상처를 보고 말씀드리겠습니다.',
    );
    await staff.getByRole('button', { name: '답변 저장' }).click();
    await expect(staff.getByText('답변을 저장했습니다.')).toBeVisible();

    await open(member, '/mypage/questions');
    await expect(member.locator('li', { hasText: title }).getByText('답변완료')).toBeVisible();
    await member.getByRole('link', { name: title }).click();
    await expect(
      member.getByText('달리기는 1주 뒤 진료 때 상처를 보고 말씀드리겠습니다.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(member, 'question detail');

    await expect.poll(async () => (await messagesTo(account.email)).length).toBe(before + 1);
    expect((await messagesTo(account.email))[0]).toContain('답변');
    // The list in English: the member's Korean question is marked Korean.
    await open(member, '/en/mypage/questions');
    await expect(member.getByRole('link', { name: title })).toHaveAttribute('lang', 'ko');
  });
});

import { HISTORY_MAX, previewOf, type MemberHistory } from '@clinic/contract';
import { countRows, fromDbBool, fromDbTime, type Knex, table } from '../../db/index.js';

/**
 * Everything of one member the front desk looks at, newest first, at most HISTORY_MAX of each with
 * the totals: consultation requests (sent while logged in, or from the member's phone number), 1:1
 * questions, reviews, comments and the messages staff sent them. Only a request sent while logged in
 * as the member is their own (`verified`); one matched by the phone number alone could have come
 * from anyone who knows it, and says so.
 */
export async function memberHistory(knex: Knex, member: { id: number; phone: string | null }): Promise<MemberHistory> {
  const newest = (qb: Knex.QueryBuilder, column: string) =>
    qb
      .orderBy([
        { column, order: 'desc' },
        { column: column.replace(/created_at$/, 'id'), order: 'desc' },
      ])
      .limit(HISTORY_MAX);

  const forms = () =>
    table(knex, 'forms').where((w) => {
      w.where('user_id', member.id);
      if (member.phone) w.orWhere('phone', member.phone);
    });
  const questions = () => table(knex, 'questions').where({ user_id: member.id });
  const reviews = () => table(knex, 'member_reviews').where({ user_id: member.id });
  const comments = () =>
    table(knex, 'board_comments')
      .join('board_posts', 'board_posts.id', 'board_comments.post_id')
      .where('board_comments.user_id', member.id);
  // Both tables have a `status`: the join is typed loosely, and the select names the columns.
  const messages = () =>
    knex<Record<string, unknown>>('staff_message_recipients')
      .join('staff_messages', 'staff_messages.id', 'staff_message_recipients.message_id')
      .where('staff_message_recipients.user_id', member.id);

  const [formRows, questionRows, reviewRows, commentRows, messageRows, totals] = await Promise.all([
    newest(forms().select('id', 'created_at', 'treatment', 'status', 'message', 'user_id'), 'created_at') as Promise<
      Array<{
        id: number;
        created_at: string;
        treatment: string;
        status: string;
        message: string;
        user_id: number | null;
      }>
    >,
    newest(questions().select('id', 'created_at', 'title', 'status'), 'created_at') as Promise<
      Array<{ id: number; created_at: string; title: string; status: string }>
    >,
    newest(reviews().select('id', 'created_at', 'title', 'status'), 'created_at') as Promise<
      Array<{ id: number; created_at: string; title: string; status: string }>
    >,
    newest(
      comments().select(
        'board_comments.id',
        'board_comments.created_at',
        'board_comments.body',
        'board_comments.hidden',
        'board_posts.id as post_id',
        'board_posts.title as post_title',
      ),
      'board_comments.created_at',
    ) as Promise<
      Array<{ id: number; created_at: string; body: string; hidden: unknown; post_id: number; post_title: string }>
    >,
    newest(
      messages().select(
        'staff_message_recipients.id',
        'staff_message_recipients.created_at',
        'staff_message_recipients.status',
        'staff_messages.id as message_id',
        'staff_messages.channel',
        'staff_messages.subject',
      ),
      'staff_message_recipients.created_at',
    ) as Promise<
      Array<{ id: number; created_at: string; status: string; message_id: number; channel: string; subject: string }>
    >,
    Promise.all([
      countRows(forms()),
      countRows(questions()),
      countRows(reviews()),
      countRows(comments()),
      countRows(messages()),
    ]),
  ]);
  const at = (value: string) => fromDbTime(value)!;
  return {
    forms: formRows.map((r) => ({
      id: r.id,
      createdAt: at(r.created_at),
      treatment: r.treatment,
      status: r.status,
      preview: previewOf(r.message),
      verified: r.user_id !== null && Number(r.user_id) === member.id,
    })),
    questions: questionRows.map((r) => ({ id: r.id, createdAt: at(r.created_at), title: r.title, status: r.status })),
    reviews: reviewRows.map((r) => ({ id: r.id, createdAt: at(r.created_at), title: r.title, status: r.status })),
    comments: commentRows.map((r) => ({
      id: r.id,
      createdAt: at(r.created_at),
      body: previewOf(r.body),
      postId: r.post_id,
      postTitle: r.post_title,
      hidden: fromDbBool(r.hidden),
    })),
    messages: messageRows.map((r) => ({
      id: r.id,
      messageId: r.message_id,
      createdAt: at(r.created_at),
      channel: r.channel,
      subject: r.subject,
      status: r.status,
    })),
    totals: {
      forms: totals[0],
      questions: totals[1],
      reviews: totals[2],
      comments: totals[3],
      messages: totals[4],
    },
  };
}

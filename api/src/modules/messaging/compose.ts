import type { Context } from 'koa';
import sanitizeHtml from 'sanitize-html';
import { deliveredEmailHtml, deliveredSms, deliveredSubject, type MessagePurpose } from '@clinic/contract';
import type { Knex } from '../../db/index.js';
import { fieldError } from '../../http/errors.js';
import { hasContent, sanitizeRichText } from '../../services/html/index.js';
import { readSettings } from '../settings/index.js';

/** What a staff message says as delivered: the e-mail's HTML and text parts, the SMS text, the sender. */

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The plain-text part of an e-mail (and what the outbox shows): block ends become line breaks. */
export function htmlToText(html: string): string {
  const broken = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h2|h3|h4|li|tr|blockquote|pre|table|caption)>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n----\n');
  return decodeEntities(sanitizeHtml(broken, { allowedTags: [], allowedAttributes: {} }))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Our own pages and uploads are linked with site-relative paths (`/uploads/…`); a mail client needs
 * the site's address in front. Runs after sanitizing (whose allow-list keeps images to /uploads).
 */
function absoluteLinks(html: string, origin: string | undefined): string {
  if (!origin) return html;
  return html.replace(/(<(?:a|img)\b[^>]*?\s(?:href|src)=")\/(?!\/)/gi, `$1${origin}/`);
}

/** The address staff reach the site at (the console is served by the same process), if it is sane. */
export function siteOrigin(ctx: Context): string | undefined {
  const host = ctx.host;
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `${ctx.protocol}://${host}`
    : undefined;
}

export interface Composed {
  subject: string;
  /** E-mail: HTML; SMS: the text. */
  body: string;
  /** E-mail: the plain-text part; SMS: the same as `body`. */
  text: string;
  /** SMS: the 알림톡 template and variables it may go as (see services/messaging). */
  kakao?: { templateId: string; variables: Record<string, string> };
}

/** Who is writing: the clinic's name and phone (settings), which a marketing message must name. */
export async function sender(knex: Knex): Promise<{ name: string; phone: string }> {
  const settings = await readSettings(knex, 'clinic');
  return { name: settings.clinicName.ko.trim(), phone: settings.phone.trim() };
}

export async function composeEmail(
  knex: Knex,
  input: { subject: string; html: string; purpose: MessagePurpose },
  origin: string | undefined,
): Promise<Composed> {
  const clean = sanitizeRichText(input.html);
  if (!hasContent(clean)) throw fieldError('html', 'required');
  const from = input.purpose === 'marketing' ? await sender(knex) : { name: '', phone: '' };
  const body = deliveredEmailHtml(absoluteLinks(clean, origin), input.purpose, from);
  return { subject: deliveredSubject(input.subject, 'email', input.purpose), body, text: htmlToText(body) };
}

export async function composeSms(
  knex: Knex,
  input: { subject: string; message: string; purpose: MessagePurpose },
): Promise<Composed> {
  const from = input.purpose === 'marketing' ? await sender(knex) : { name: '', phone: '' };
  const text = deliveredSms(input.message, input.purpose, from);
  return { subject: input.subject, body: text, text };
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { RichText } from '../RichText';
import { Lang } from '../../lib/textLang';

/** The consent boxes of a form: one that agrees to all, and one a term with its text to read. */

/** The box that checks (or clears) every consent at once. */
export function AgreeAll({ label, checked, onAll }: { label: string; checked: boolean; onAll: (on: boolean) => void }) {
  return (
    <label className="agreements__all">
      <input type="checkbox" checked={checked} onChange={(e) => onAll(e.target.checked)} />
      {label}
    </label>
  );
}

/** One consent: its box (`mark` says required or optional), the term's text behind "read", and its error. */
export function Agreement({
  field,
  input,
  mark,
  title,
  body,
  read,
  children,
}: {
  /** The id, name and aria-* a form's field kit gives the checkbox (`describe`), when it has them. */
  field?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;
  /** The checkbox's own props (checked, onChange, name, aria-*). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;
  mark: ReactNode;
  title: string;
  /** The term's text (HTML); without it there is nothing to read. */
  body?: string;
  /** The summary that opens the text. */
  read: ReactNode;
  /** Below the term: its error. */
  children?: ReactNode;
}) {
  return (
    <div className="agreement">
      <label>
        <input {...field} type="checkbox" {...input} />
        {mark} <Lang text={title} />
      </label>
      {body !== undefined && (
        <details>
          <summary>{read}</summary>
          <RichText html={body} className="legal" />
        </details>
      )}
      {children}
    </div>
  );
}

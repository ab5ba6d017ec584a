import { useEffect, useRef, useState } from 'react';
import { formatBytes } from '../lib/format';
import { useI18n, translate } from '../lib/i18n';
import { DataMessage, Lang } from '../lib/textLang';
import type { FieldKit } from '../lib/forms/fieldKit';
import { describe, FieldError, Mark } from './form';

/**
 * A file input that collects up to `max` files across several picks, lists them (images with a
 * preview) with a remove button each, and checks count, size and type before anything is sent (the
 * server checks the content again).
 */
export function FilePicker({
  kit,
  name,
  label,
  hint,
  accept,
  types,
  typeError,
  max,
  maxBytes,
  files,
  preview = false,
  onFiles,
  onProblem,
}: {
  kit: FieldKit;
  name: string;
  label: string;
  hint: string;
  /** The input's `accept`. */
  accept: string;
  /** MIME types taken (a file without a type is judged by its extension in `accept`). */
  types: readonly string[];
  /** The message key when a file is of another type. */
  typeError: 'imageType' | 'fileType';
  max: number;
  maxBytes: number;
  files: File[];
  preview?: boolean;
  onFiles: (files: File[]) => void;
  /** A problem with the files just picked ('' when there is none). */
  onProblem: (message: string) => void;
}) {
  const { t, locale } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [urls, setUrls] = useState<string[]>([]);

  useEffect(() => {
    if (!preview) return;
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [files, preview]);

  const extensions = accept
    .split(',')
    .filter((a) => a.startsWith('.'))
    .map((a) => a.toLowerCase());
  const typeOk = (f: File) =>
    f.type ? types.includes(f.type) : extensions.some((ext) => f.name.toLowerCase().endsWith(ext));

  const pick = (picked: File[]) => {
    let problem = '';
    const fresh = picked.filter((f) => {
      if (!typeOk(f)) problem = translate(locale, typeError);
      else if (f.size > maxBytes) problem = translate(locale, 'fileTooLarge', { num: maxBytes / 1024 / 1024 });
      else return true;
      return false;
    });
    const next = [...files, ...fresh];
    if (next.length > max) problem = translate(locale, 'tooManyFiles', { num: max });
    onFiles(next.slice(0, max));
    onProblem(problem);
  };

  const remove = (index: number) => {
    onFiles(files.filter((_, i) => i !== index));
    onProblem('');
    // After the list has redrawn (the input may have been disabled while the list was full).
    requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <div className="field">
      <label htmlFor={kit.id(name)}>
        {label} <Mark required={false} />
      </label>
      <input
        ref={input}
        {...describe(kit, name, true)}
        type="file"
        multiple={max > 1}
        accept={accept}
        disabled={files.length >= max}
        onChange={(e) => {
          pick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <p id={`${kit.id(name)}-hint`} className="field__hint">
        {hint} {t('attach.chosen', { count: files.length, max })}
      </p>
      <FieldError kit={kit} name={name} />
      {files.length > 0 && (
        <ul className={`file-picks${preview ? ' file-picks--images' : ''}`} aria-label={t('attach.list', { label })}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="file-pick">
              {preview && urls[i] && <img src={urls[i]} alt={t('attach.preview', { n: i + 1 })} />}
              <span className="file-pick__name">
                <Lang text={file.name} /> <span className="file-pick__size">({formatBytes(file.size, locale)})</span>
              </span>
              {/* Named "Remove (file)" by its hidden words: an aria-label cannot mark the name's language. */}
              <button type="button" className="button button--small" onClick={() => remove(i)}>
                <span aria-hidden="true">{t('attach.removeShort')}</span>
                <span className="visually-hidden">
                  <DataMessage path="attach.remove" params={{ name: file.name }} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The files of a multipart form as the API takes them: each under `field`. */
export function appendFiles(body: FormData, field: string, files: File[]): void {
  for (const file of files) body.append(field, file, file.name);
}

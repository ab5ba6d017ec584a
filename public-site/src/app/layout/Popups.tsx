import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { koreaToday, type PublicPopup } from '@clinic/contract';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { splitLocale, useI18n } from '../../lib/i18n';

const HIDE_KEY = (id: number) => `popup.hide.${id}`;

/**
 * Popups from `GET /v1/popups`, one dialog at a time, after the page has loaded. "오늘 하루 보지 않기"
 * hides one until midnight Korea time (remembered in this browser). Only on the main page (`/`, `/en`, …):
 * a patient who arrives on another page reads it without a dialog in the way.
 */
export function Popups() {
  const { t, locale, link } = useI18n();
  const onMain = splitLocale(useLocation().pathname).path.replace(/\/+$/, '') === '';
  const [queue, setQueue] = useState<PublicPopup[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const current = onMain ? queue[0] : undefined;

  useEffect(() => {
    if (!onMain) return;
    const controller = new AbortController();
    apiGet<{ popups: PublicPopup[] }>(endpoints.popups(), locale, controller.signal)
      .then(({ popups }) => setQueue(popups.filter((p) => localStorage.getItem(HIDE_KEY(p._id)) !== koreaToday())))
      .catch(() => undefined);
    return () => controller.abort();
  }, [locale, onMain]);

  useEffect(() => {
    const el = dialog.current;
    if (current && el && !el.open) el.showModal();
  }, [current]);
  // Leaving the main page (a link in the popup) takes the rest of the queue with it.
  useEffect(() => {
    if (!onMain) setQueue([]);
  }, [onMain]);

  if (!current) return null;
  const close = (hideToday: boolean) => {
    if (hideToday) localStorage.setItem(HIDE_KEY(current._id), koreaToday());
    dialog.current?.close();
    setQueue((q) => q.slice(1));
  };
  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby={`popup-title-${current._id}`}
      onCancel={(e) => {
        e.preventDefault();
        close(false);
      }}
    >
      <div className="popup__body">
        {current.image && (
          <picture>
            <source type="image/avif" srcSet={current.image.avif.map((v) => `${v.src} ${v.width}w`).join(', ')} />
            <img
              src={current.image.src}
              srcSet={current.image.webp.map((v) => `${v.src} ${v.width}w`).join(', ')}
              sizes="(max-width: 480px) 90vw, 420px"
              width={current.image.width}
              height={current.image.height}
              alt=""
            />
          </picture>
        )}
        <h2 id={`popup-title-${current._id}`}>{current.title}</h2>
        {current.body.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {current.link && (
          <p>
            <a className="button button--primary" href={link(current.link)}>
              {t('popup.more', { title: current.title })}
            </a>
          </p>
        )}
      </div>
      <div className="popup__actions">
        <button type="button" className="popup__hide" onClick={() => close(true)}>
          {t('popup.hideToday')}
        </button>
        <button type="button" className="popup__close" onClick={() => close(false)}>
          {t('popup.close')}
        </button>
      </div>
    </dialog>
  );
}

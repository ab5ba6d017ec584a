import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { koreaToday, type PublicPopup } from '@clinic/contract';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { localeOf, useI18n } from '../../lib/i18n';
import { DataMessage, useTextLang } from '../../lib/textLang';

/** "오늘 하루 보지 않기": the Korean date it was chosen on, in this browser (until midnight Korea time). */
const HIDE_KEY = (id: number) => `popup.hide.${id}`;
/** 닫기: closed for the rest of this visit (this tab), so it does not come back on every return to the main page. */
const CLOSED_KEY = (id: number) => `popup.closed.${id}`;

export interface PopupsData {
  popups: PublicPopup[];
}

const NONE: PublicPopup[] = [];

/** The popups scheduled now (`GET /v1/popups`), read before the page renders so its HTML has them. */
export async function popupsLoader({ request }: LoaderFunctionArgs): Promise<PopupsData> {
  return apiGet<PopupsData>(endpoints.popups(), localeOf(request), request.signal).catch(() => ({ popups: [] }));
}

function dismissed(id: number): boolean {
  try {
    return localStorage.getItem(HIDE_KEY(id)) === koreaToday() || sessionStorage.getItem(CLOSED_KEY(id)) !== null;
  } catch {
    return false;
  }
}

/**
 * The main page's popups, one at a time, as a notice that never covers the page nor takes the focus:
 * below 1024 px a block at the top of the page (the page follows it), on wider screens a layer over
 * the side of the first screen that scrolls away with it. "오늘 하루 보지 않기" hides one until
 * midnight Korea time, 닫기 for this visit (remembered in this browser); Esc inside it closes it too.
 * In the HTML it waits unseen, holding its place, until the browser knows whether this visitor hid it.
 */
export function Popups() {
  const { t, link } = useI18n();
  const langOf = useTextLang();
  const popups = (useLoaderData() as Partial<PopupsData> | undefined)?.popups ?? NONE;
  // Unknown (null) on the server and while hydrating: this visitor's choices are in the browser only.
  const [hidden, setHidden] = useState<ReadonlySet<number> | null>(null);
  useLayoutEffect(() => setHidden(new Set(popups.filter((p) => dismissed(p._id)).map((p) => p._id))), [popups]);
  const current = popups.find((p) => !hidden?.has(p._id));
  if (!current) return null;
  const titleId = `popup-title-${current._id}`;
  const close = (hideToday: boolean) => {
    try {
      if (hideToday) localStorage.setItem(HIDE_KEY(current._id), koreaToday());
      sessionStorage.setItem(CLOSED_KEY(current._id), '1');
    } catch {
      // Storage refused (private mode): closed for this page view only.
    }
    setHidden((h) => new Set(h).add(current._id));
    // The button pressed goes away with the notice: the focus goes to the page it stood at the top of.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    close(false);
  };
  return (
    <section
      key={current._id}
      className={`popup${hidden ? '' : ' is-pending'}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="popup__body">
        {current.image && (
          <picture className="popup__picture">
            <source type="image/avif" srcSet={current.image.avif.map((v) => `${v.src} ${v.width}w`).join(', ')} />
            <img
              src={current.image.src}
              srcSet={current.image.webp.map((v) => `${v.src} ${v.width}w`).join(', ')}
              sizes="(max-width: 1023.98px) 6rem, 24rem"
              width={current.image.width}
              height={current.image.height}
              alt=""
            />
          </picture>
        )}
        <div className="popup__text">
          <h2 id={titleId} lang={langOf(current.title)}>
            {current.title}
          </h2>
          {current.body.split(/\n{2,}/).map((p, i) => (
            <p key={i} lang={langOf(p)}>
              {p}
            </p>
          ))}
          {current.link && (
            <p>
              <a className="button button--primary" href={link(current.link)}>
                <DataMessage path="popup.more" params={{ title: current.title }} />
              </a>
            </p>
          )}
        </div>
      </div>
      <div className="popup__actions">
        <button type="button" className="popup__hide" onClick={() => close(true)}>
          {t('popup.hideToday')}
        </button>
        <button type="button" className="popup__close" onClick={() => close(false)}>
          {t('popup.close')}
        </button>
      </div>
    </section>
  );
}

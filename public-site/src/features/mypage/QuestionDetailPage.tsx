import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { OwnQuestion, QuestionFile } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { MyPageTabs } from '../../components/MyPageTabs';
import { RichText } from '../../components/RichText';
import { apiBlob, ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { formatBytes, formatDate } from '../../lib/format';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';
import { DataMessage, Lang, useTextLang } from '../../lib/textLang';
import { useApi } from '../../lib/useApi';
import { Loading } from './Loading';
import { categoryLabel, statusLabel } from './questionLabels';
import { endpoints } from '../../lib/endpoints';

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'questions.title';

/** A private attachment: fetched with the member's token, then saved. */
function FileButton({ question, file }: { question: OwnQuestion; file: QuestionFile }) {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await apiBlob(endpoints.questionFile(question.id, file.id), locale), file.name);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      {/* Named "Download (file)" by its hidden words: an aria-label cannot mark the language of the name. */}
      <button type="button" className="file-link" onClick={() => void download()} disabled={busy}>
        <span className="visually-hidden">
          <DataMessage path="questions.download" params={{ name: file.name }} />
        </span>
        <span aria-hidden="true">
          <Lang text={file.name} /> <span className="file-pick__size">({formatBytes(file.size, locale)})</span>
        </span>
      </button>
      {failed && (
        <p className="field__error" role="alert">
          {t('questions.downloadFailed')}
        </p>
      )}
    </li>
  );
}

function Question({ question, sent }: { question: OwnQuestion; sent: boolean }) {
  const { t, to, locale } = useI18n();
  const langOf = useTextLang();
  return (
    <article className="notice question">
      {sent && (
        <p className="success" role="status">
          {t('questions.sent')}
        </p>
      )}
      <header className="notice__header">
        <p className="notice__kicker">
          <span className={`status status--${question.status}`}>{t(statusLabel(question.status))}</span>{' '}
          {t(categoryLabel(question.category))}
        </p>
        <h1 lang={langOf(question.title)}>{question.title}</h1>
        <p className="notice__meta">
          {t('questions.date')} <time dateTime={question.createdAt}>{formatDate(question.createdAt, locale)}</time>
        </p>
      </header>
      <div className="notice__body plain-text" lang={langOf(question.body)}>
        {question.body}
      </div>
      {question.files.length > 0 && (
        <section className="attachments" aria-labelledby="question-files">
          <h2 id="question-files">{t('questions.files')}</h2>
          <ul>
            {question.files.map((file) => (
              <FileButton key={file.id} question={question} file={file} />
            ))}
          </ul>
        </section>
      )}
      <section className="answer" aria-labelledby="question-answer">
        <h2 id="question-answer">{t('questions.answer')}</h2>
        {question.status === 'answered' && question.answer ? (
          <>
            {question.answeredAt && (
              <p className="notice__meta">
                {t('questions.answeredAt')}{' '}
                <time dateTime={question.answeredAt}>{formatDate(question.answeredAt, locale)}</time>
              </p>
            )}
            <RichText html={question.answer} />
          </>
        ) : (
          <p>{t('questions.noAnswer')}</p>
        )}
      </section>
      <p>
        <Link className="button" to={to('/mypage/questions')}>
          {t('notices.backToList')}
        </Link>
      </p>
    </article>
  );
}

/** `/mypage/questions/:id` (members): my question, its files and the clinic's answer. */
export function Component() {
  const { t, to } = useI18n();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { sent?: boolean } | null };
  const valid = /^\d{1,10}$/.test(id);
  const answer = useApi<{ question: OwnQuestion }>(endpoints.question(valid ? id : '0'));
  const missing =
    !valid || (answer.status === 'error' && answer.error instanceof ApiError && answer.error.status === 404);
  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        {missing ? (
          <>
            <h1>{t('questions.title')}</h1>
            <p>{t('questions.notFound')}</p>
            <p>
              <Link className="button" to={to('/mypage/questions')}>
                {t('notices.backToList')}
              </Link>
            </p>
          </>
        ) : answer.status === 'ready' ? (
          <Question question={answer.data.question} sent={!!state?.sent} />
        ) : (
          <>
            <h1>{t('questions.title')}</h1>
            <Loading state={answer}>{() => null}</Loading>
          </>
        )}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).questions.title,
    description: catalog(locale).questions.intro,
    noindex: true,
  }),
};

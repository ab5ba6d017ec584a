import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SelfDiagnosisPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { ArticleView } from '../../components/Article';
import { useI18n } from '../../lib/i18n';
import { outcomeOf, type Outcome } from './outcome';

/**
 * `/varicose/self-diagnosis`: yes/no questions, one point per yes, a result band and a call to book.
 * The result comes once every question is answered (`outcomeOf`); before that the visitor is told
 * what is left, and each question still open says so.
 */
export function Page({ content: page }: { content: SelfDiagnosisPage }) {
  const { t, to } = useI18n();
  const [answers, setAnswers] = useState<Array<boolean | null>>(() => page.questions.map(() => null));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const answer = (i: number, value: boolean) => setAnswers((a) => a.map((v, j) => (j === i ? value : v)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(outcomeOf(answers, page.results));
    requestAnimationFrame(() => document.getElementById('self-diagnosis-result')?.focus());
  };
  const reset = () => {
    setAnswers(page.questions.map(() => null));
    setOutcome(null);
  };
  // After a send with questions left open, each one still open says so (until it is answered).
  const marked = (i: number) => outcome?.kind === 'unanswered' && answers[i] === null;

  return (
    <ArticleView page={page}>
      <form className="checklist" onSubmit={submit} onReset={reset}>
        <ol>
          {page.questions.map((question, i) => (
            <li key={i}>
              <fieldset
                className={marked(i) ? 'is-unanswered' : undefined}
                aria-describedby={marked(i) ? `self-diagnosis-q${i}-missing` : undefined}
              >
                <legend>{question}</legend>
                <label>
                  <input type="radio" name={`q${i}`} checked={answers[i] === true} onChange={() => answer(i, true)} />
                  {page.yes}
                </label>
                <label>
                  <input type="radio" name={`q${i}`} checked={answers[i] === false} onChange={() => answer(i, false)} />
                  {page.no}
                </label>
                {marked(i) && (
                  <p id={`self-diagnosis-q${i}-missing`} className="checklist__missing">
                    {t('selfDiagnosis.missing')}
                  </p>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="checklist__actions">
          <button type="submit" className="button button--primary">
            {page.submit}
          </button>
          <button type="reset" className="button">
            {page.reset}
          </button>
        </div>
      </form>
      <div id="self-diagnosis-result" className="result" tabIndex={-1} aria-live="polite">
        {outcome?.kind === 'noAnswers' && (
          <p className="result__prompt" data-testid="self-diagnosis-prompt">
            {t('selfDiagnosis.noAnswers')}
          </p>
        )}
        {outcome?.kind === 'unanswered' && (
          <p className="result__prompt" data-testid="self-diagnosis-prompt">
            {t('selfDiagnosis.unanswered', {
              count: outcome.numbers.length,
              numbers: outcome.numbers.join(t('selfDiagnosis.numberSeparator')),
            })}
          </p>
        )}
        {outcome?.kind === 'result' && outcome.band && (
          <>
            <p className="result__score">
              {page.scoreLabel} <strong data-testid="self-diagnosis-score">{outcome.score}</strong> /{' '}
              {page.questions.length}
            </p>
            <h2>{outcome.band.title}</h2>
            <p>{outcome.band.text}</p>
            <p>
              <Link className="button button--primary" to={to('/default-form')}>
                {page.cta}
              </Link>
            </p>
            <p className="note">{page.disclaimer}</p>
          </>
        )}
      </div>
    </ArticleView>
  );
}

export function head(page: SelfDiagnosisPage, _args: HeadArgs): HeadInfo {
  return { title: page.title, description: page.description };
}

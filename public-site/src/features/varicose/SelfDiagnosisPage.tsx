import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SelfDiagnosisPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { ArticleView } from '../../components/Article';
import { useI18n } from '../../lib/i18n';

/** `/varicose/self-diagnosis`: yes/no questions, one point per yes, a result band and a call to book. */
export function Page({ content: page }: { content: SelfDiagnosisPage }) {
  const { to } = useI18n();
  const [answers, setAnswers] = useState<Array<boolean | null>>(() => page.questions.map(() => null));
  const [score, setScore] = useState<number | null>(null);
  const result = score === null ? undefined : page.results.find((r) => score >= r.min && score <= r.max);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setScore(answers.filter((a) => a === true).length);
    requestAnimationFrame(() => document.getElementById('self-diagnosis-result')?.focus());
  };
  const reset = () => {
    setAnswers(page.questions.map(() => null));
    setScore(null);
  };

  return (
    <ArticleView page={page}>
      <form className="checklist" onSubmit={submit} onReset={reset}>
        <ol>
          {page.questions.map((question, i) => (
            <li key={i}>
              <fieldset>
                <legend>{question}</legend>
                <label>
                  <input
                    type="radio"
                    name={`q${i}`}
                    checked={answers[i] === true}
                    onChange={() => setAnswers((a) => a.map((v, j) => (j === i ? true : v)))}
                  />
                  {page.yes}
                </label>
                <label>
                  <input
                    type="radio"
                    name={`q${i}`}
                    checked={answers[i] === false}
                    onChange={() => setAnswers((a) => a.map((v, j) => (j === i ? false : v)))}
                  />
                  {page.no}
                </label>
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
        {result && score !== null && (
          <>
            <p className="result__score">
              {page.scoreLabel} <strong data-testid="self-diagnosis-score">{score}</strong> / {page.questions.length}
            </p>
            <h2>{result.title}</h2>
            <p>{result.text}</p>
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

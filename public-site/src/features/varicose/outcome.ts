import type { SelfDiagnosisPage } from '../../content/types';

type Band = SelfDiagnosisPage['results'][number];

/**
 * What the self-check says when it is sent: a question left unanswered is not a "no", so a result is
 * given only once every question has an answer. With none answered the visitor is asked to answer;
 * with some left, which ones (numbered from 1, as the list shows them).
 */
export type Outcome =
  | { kind: 'noAnswers' }
  | { kind: 'unanswered'; numbers: number[] }
  | { kind: 'result'; score: number; band: Band | undefined };

export function outcomeOf(answers: ReadonlyArray<boolean | null>, bands: readonly Band[]): Outcome {
  const numbers = answers.flatMap((answer, i) => (answer === null ? [i + 1] : []));
  if (numbers.length === answers.length) return { kind: 'noAnswers' };
  if (numbers.length > 0) return { kind: 'unanswered', numbers };
  const score = answers.filter((answer) => answer === true).length;
  return { kind: 'result', score, band: bands.find((b) => score >= b.min && score <= b.max) };
}

import type { QuestionCategory, QuestionStatus } from '@clinic/contract';
import type { MessagePath } from '../../lib/i18n';

export const categoryLabel = (c: QuestionCategory): MessagePath => `questions.categories.${c}`;
export const statusLabel = (s: QuestionStatus): MessagePath => `questions.statuses.${s}`;

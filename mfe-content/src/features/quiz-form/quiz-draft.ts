import type { QuizBody, QuizOption } from '@rewards/contract';

/** What the admin has typed so far; `correct_option` is empty until one is chosen. */
export interface QuizDraft {
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: QuizOption | '';
}

export const EMPTY_QUIZ: QuizDraft = {
  question: '',
  option_a: '',
  option_b: '',
  option_c: '',
  option_d: '',
  correct_option: '',
};

/**
 * docs/product.md#quizzes-and-videos: every field and a correct option are required; blank-only
 * text counts as empty.
 */
export const QUIZ_INCOMPLETE = 'Please fill all quiz fields!';

/** The quiz to send, trimmed, or null when anything is missing. */
export function completeQuiz(draft: QuizDraft): QuizBody | null {
  const quiz = {
    question: draft.question.trim(),
    option_a: draft.option_a.trim(),
    option_b: draft.option_b.trim(),
    option_c: draft.option_c.trim(),
    option_d: draft.option_d.trim(),
  };
  if (Object.values(quiz).some((value) => value === '') || draft.correct_option === '') return null;
  return { ...quiz, correct_option: draft.correct_option };
}

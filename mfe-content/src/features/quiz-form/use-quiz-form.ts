import { useState, type FormEvent } from 'react';
import { serverErrorOr, usePendingActions } from '@rewards/shared';
import { notify } from '@rewards/shared/ui-admin';
import { createQuiz } from './quiz-form-api';
import { completeQuiz, EMPTY_QUIZ, QUIZ_INCOMPLETE, type QuizDraft } from './quiz-draft';

const SAVE = 'save-quiz';

/** State and submit logic of the quiz form: validate, POST /api/quizzes, report, clear. */
export function useQuizForm() {
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_QUIZ);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, isPending } = usePendingActions();

  const update = <Key extends keyof QuizDraft>(key: Key, value: QuizDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  const clear = () => {
    setDraft(EMPTY_QUIZ);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const quiz = completeQuiz(draft);
    if (!quiz) {
      setProblem(QUIZ_INCOMPLETE);
      return;
    }
    await run(SAVE, async () => {
      try {
        await createQuiz(quiz);
        notify('success', 'Quiz added successfully!');
        clear();
      } catch (error) {
        console.error('[mfe-content] quiz save failed', error);
        notify('error', serverErrorOr(error, 'Failed to save quiz'));
      }
    });
  };

  return { draft, problem, saving: isPending(SAVE), update, clear, submit };
}

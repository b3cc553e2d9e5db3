import { useState, type FormEvent } from 'react';
import { notify } from '@rewards/shared/ui-admin';
import { createQuiz } from '../../api/tasks-api';
import { serverErrorOr } from '../../api/server-error';
import { completeQuiz, EMPTY_QUIZ, QUIZ_INCOMPLETE, type QuizDraft } from './quiz-draft';

/** State and submit logic of the quiz form: validate, POST /api/quizzes, report, clear. */
export function useQuizForm() {
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_QUIZ);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

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
    if (saving) return;
    const quiz = completeQuiz(draft);
    if (!quiz) {
      setProblem(QUIZ_INCOMPLETE);
      return;
    }
    setSaving(true);
    try {
      await createQuiz(quiz);
      notify('success', 'Quiz added successfully!');
      clear();
    } catch (error) {
      notify('error', serverErrorOr(error, 'Failed to save quiz'));
    } finally {
      setSaving(false);
    }
  };

  return { draft, problem, saving, update, clear, submit };
}

import { apiClient } from '@rewards/shared';
import type { QuizBody } from '@rewards/contract';

export async function createQuiz(quiz: QuizBody): Promise<void> {
  await apiClient.post('/quizzes', quiz);
}

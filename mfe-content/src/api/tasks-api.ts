import { apiClient } from '@rewards/shared';
import type { Quiz, QuizWithVideosResponse, Video } from '@rewards/contract';

export interface TaskLists {
  quizzes: Quiz[];
  videos: Video[];
}

/** Quizzes and videos in one call; `admin=true` asks for every item, not just today's. */
export async function fetchQuizzesWithVideos(): Promise<TaskLists> {
  const { data } = await apiClient.get<QuizWithVideosResponse>('/quiz-with-videos', {
    params: { admin: true },
  });
  return { quizzes: data.quizzes, videos: data.videos };
}

export type NewQuiz = Omit<Quiz, 'id'>;

export async function createQuiz(quiz: NewQuiz): Promise<void> {
  await apiClient.post('/quizzes', quiz);
}

export async function deleteQuiz(id: number): Promise<void> {
  await apiClient.delete(`/quizzes/${id}`);
}

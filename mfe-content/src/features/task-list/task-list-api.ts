import { apiClient, DATA_SETS } from '@rewards/shared';
import type { QuizWithVideosResponse } from '@rewards/contract';

export type TaskLists = Pick<QuizWithVideosResponse, 'quizzes' | 'videos'>;

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const taskListKeys = {
  all: [DATA_SETS.quizzesAndVideos] as const,
  list: () => [DATA_SETS.quizzesAndVideos, 'list'] as const,
};

/** Quizzes and videos in one call; `admin=true` asks for every item, not just today's. */
export async function fetchQuizzesWithVideos(): Promise<TaskLists> {
  const { data } = await apiClient.get<QuizWithVideosResponse>('/quiz-with-videos', {
    params: { admin: true },
  });
  return { quizzes: data.quizzes, videos: data.videos };
}

export async function deleteQuiz(id: number): Promise<void> {
  await apiClient.delete(`/quizzes/${id}`);
}

export async function deleteVideo(id: number): Promise<void> {
  await apiClient.delete(`/videos/${id}`);
}

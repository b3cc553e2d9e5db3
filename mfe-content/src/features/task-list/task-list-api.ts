import { apiClient } from '@rewards/shared';

// The lists themselves are the list engine's (QUIZ_LIST, VIDEO_LIST, read with useServerList).

export async function deleteQuiz(id: number): Promise<void> {
  await apiClient.delete(`/quizzes/${id}`);
}

export async function deleteVideo(id: number): Promise<void> {
  await apiClient.delete(`/videos/${id}`);
}

import { fetchQuizzesWithVideos, type TaskLists } from './task-list-api';
import { useRemoteData } from '@rewards/shared';

const NONE: TaskLists = { quizzes: [], videos: [] };

function logLoadFailure(error: unknown) {
  console.error('[mfe-content] failed to load quizzes and videos', error);
}

/** Quizzes and videos for the quiz table; a failure is logged and shown as 'Failed to fetch data'. */
export function useTaskLists() {
  return useRemoteData(fetchQuizzesWithVideos, NONE, logLoadFailure);
}

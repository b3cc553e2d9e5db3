import { useScreenQuery } from '@rewards/shared/query';
import { useCallback, useState } from 'react';
import { serverErrorOr } from '@rewards/shared';
import { fetchQuizzesWithVideos, type TaskLists, taskListKeys } from './task-list-api';

const NONE: TaskLists = { quizzes: [], videos: [] };

/**
 * Quizzes and videos for the quiz table; a failure is logged and shown as 'Failed to fetch data'
 * with the server's `error` field as the reason when it sent one.
 */
export function useTaskLists() {
  const [reason, setReason] = useState<string | undefined>();
  const onError = useCallback((error: unknown) => {
    console.error('[mfe-content] failed to load quizzes and videos', error);
    setReason(serverErrorOr(error, '') || undefined);
  }, []);
  return { ...useScreenQuery(taskListKeys.list(), fetchQuizzesWithVideos, NONE, onError), reason };
}

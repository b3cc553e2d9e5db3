import { useCallback } from 'react';
import { serverMessageOr, usePendingActions } from '@rewards/shared';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { deleteQuiz, deleteVideo } from './task-list-api';

export type TaskKind = 'quiz' | 'video';

const QUESTION: Record<TaskKind, string> = {
  quiz: 'Are you sure you want to delete this quiz question?',
  video: 'Are you sure you want to delete this video?',
};

const key = (kind: TaskKind, id: number) => `${kind}:${id}`;

/**
 * Confirm, DELETE /api/quizzes/{id} or /api/videos/{id}, report, then `onDeleted` takes the
 * row out of the list. Both functions stay the same between renders until a delete starts or
 * ends, so the table's columns are built again only then.
 */
export function useTaskDelete(kind: TaskKind, onDeleted: (id: number) => void) {
  const { run, isPending } = usePendingActions();

  const remove = useCallback(
    async (id: number) => {
      const confirmed = await confirmAction({
        title: kind === 'quiz' ? 'Delete quiz' : 'Delete video',
        message: QUESTION[kind],
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (!confirmed) return;
      await run(key(kind, id), async () => {
        try {
          await (kind === 'quiz' ? deleteQuiz(id) : deleteVideo(id));
          notify('success', 'Quiz/Video deleted successfully!');
          onDeleted(id);
        } catch (error) {
          console.error(`[mfe-content] ${kind} delete failed`, error);
          notify('error', serverMessageOr(error, 'Failed to delete'));
        }
      });
    },
    [kind, run, onDeleted],
  );
  const isDeleting = useCallback((id: number) => isPending(key(kind, id)), [kind, isPending]);

  return { remove, isDeleting };
}

import { serverMessageOr, usePendingActions } from '@rewards/shared';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { deleteQuiz, deleteVideo } from './task-list-api';

type TaskKind = 'quiz' | 'video';

const QUESTION: Record<TaskKind, string> = {
  quiz: 'Are you sure you want to delete this quiz question?',
  video: 'Are you sure you want to delete this video?',
};

const key = (kind: TaskKind, id: number) => `${kind}:${id}`;

/** Confirm, DELETE /api/quizzes/{id} or /api/videos/{id}, report, then refresh via `onDeleted`. */
export function useTaskDelete(onDeleted: () => void) {
  const { run, isPending } = usePendingActions();

  const remove = async (kind: TaskKind, id: number) => {
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
        onDeleted();
      } catch (error) {
        console.error(`[mfe-content] ${kind} delete failed`, error);
        notify('error', serverMessageOr(error, 'Failed to delete'));
      }
    });
  };

  return { remove, isDeleting: (kind: TaskKind, id: number) => isPending(key(kind, id)) };
}

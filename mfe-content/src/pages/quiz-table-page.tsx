import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Button, ErrorState, LoadingState, PageHeader, Stack, Text } from '@rewards/shared/ui';
import { ViewToggle } from '../common/view-toggle';
import { useUrlView } from '../common/use-url-view';
import { QuizList } from '../features/task-list/quiz-list';
import { VideoList } from '../features/task-list/video-list';
import { useTaskDelete } from '../features/task-list/use-task-delete';
import { useTaskLists } from '../features/task-list/use-task-lists';

const LIST_KINDS = [
  { value: 'quiz', label: 'Quiz' },
  { value: 'videos', label: 'Videos' },
] as const;

/** /quiz_table, exposed as `mfe_content/QuizTablePage` (default export: federation boundary). */
export default function QuizTablePage() {
  // ?list=videos: a reload or coming back keeps the tab.
  const [kind, setKind] = useUrlView('list', LIST_KINDS);
  const { data, status, refreshing, reload, reason } = useTaskLists();
  const { remove, isDeleting } = useTaskDelete(reload);
  const count = kind === 'quiz' ? data.quizzes.length : data.videos.length;
  // A refresh after a delete keeps the current list on screen instead of a spinner.
  const showList = status === 'ready' || refreshing;

  return (
    <Stack gap="5">
      <PageHeader
        title="Quiz Table"
        actions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to={ROUTES.taskData.path}>Back to Task Management</RouterLink>
          </Button>
        }
      />
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'center' }}
        gap="3"
      >
        <ViewToggle label="List" options={LIST_KINDS} value={kind} onChange={setKind} />
        {showList && (
          <Text fontWeight="medium" aria-live="polite">
            {kind === 'quiz' ? 'Total quizzes' : 'Total videos'}: {count}
          </Text>
        )}
      </Stack>
      {status === 'loading' && !refreshing && <LoadingState />}
      {status === 'error' && (
        <ErrorState title="Failed to fetch data" description={reason} onRetry={reload} />
      )}
      {showList &&
        (kind === 'quiz' ? (
          <QuizList
            quizzes={data.quizzes}
            onDelete={(quiz) => void remove('quiz', quiz.id)}
            isDeleting={(id) => isDeleting('quiz', id)}
          />
        ) : (
          <VideoList
            videos={data.videos}
            onDelete={(video) => void remove('video', video.id)}
            isDeleting={(id) => isDeleting('video', id)}
          />
        ))}
    </Stack>
  );
}

import type { Quiz, Video } from '@rewards/contract';
import { QUIZ_LIST, VIDEO_LIST } from '@rewards/contract/lists';
import { ROUTES } from '@rewards/contract/routes';
import { Link as RouterLink, useSearchParams } from '@rewards/shared/router';
import { Button, PageHeader, Stack } from '@rewards/shared/ui';
import { useUrlView } from '../common/use-url-view';
import { ViewToggle } from '../common/view-toggle';
import { quizColumns } from '../features/task-list/quiz-columns';
import { TaskTable, type TaskTableConfig } from '../features/task-list/task-table';
import { videoColumns } from '../features/task-list/video-columns';

const LIST_KINDS = [
  { value: 'quiz', label: 'Quiz' },
  { value: 'videos', label: 'Videos' },
] as const;

const QUIZZES: TaskTableConfig<Quiz> = {
  kind: 'quiz',
  declaration: QUIZ_LIST,
  noun: 'quizzes',
  totalLabel: 'Total quizzes',
  emptyText: 'No quiz questions found',
  caption: 'Quiz questions',
  searchPlaceholder: 'Question or option',
  rowHeight: 112,
  columns: quizColumns,
};

const VIDEOS: TaskTableConfig<Video> = {
  kind: 'video',
  declaration: VIDEO_LIST,
  noun: 'videos',
  totalLabel: 'Total videos',
  emptyText: 'No videos found',
  caption: 'Videos',
  searchPlaceholder: 'Title or link',
  rowHeight: 200,
  columns: videoColumns,
};

/** /quiz_table, exposed as `mfe_content/QuizTablePage` (default export: federation boundary). */
export default function QuizTablePage() {
  // ?list=videos: a reload or coming back keeps the tab.
  const [kind] = useUrlView('list', LIST_KINDS);
  const [, setParams] = useSearchParams();
  // Each list has its own search and sort: switching starts the other list afresh.
  const show = (next: (typeof LIST_KINDS)[number]['value']) =>
    setParams(next === 'videos' ? { list: 'videos' } : {});

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
      <ViewToggle label="List" options={LIST_KINDS} value={kind} onChange={show} />
      {kind === 'quiz' ? (
        <TaskTable key="quiz" config={QUIZZES} />
      ) : (
        <TaskTable key="videos" config={VIDEOS} />
      )}
    </Stack>
  );
}

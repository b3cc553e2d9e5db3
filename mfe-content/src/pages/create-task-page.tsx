import { PageHeader, Stack } from '@rewards/shared/ui';
import { ViewToggle } from '../common/view-toggle';
import { useUrlView } from '../common/use-url-view';
import { QuizForm } from '../features/quiz-form/quiz-form';
import { VideoForm } from '../features/video-form/video-form';

const TASK_KINDS = [
  { value: 'quiz', label: 'Quiz' },
  { value: 'video', label: 'Video' },
] as const;

/** /quiz_form, exposed as `mfe_content/CreateTaskPage` (default export: federation boundary). */
export default function CreateTaskPage() {
  const [kind, setKind] = useUrlView('type', TASK_KINDS);

  return (
    <Stack gap="5">
      <PageHeader title="Create Task" description="Add a daily quiz question or a video lesson." />
      <ViewToggle label="Task type" options={TASK_KINDS} value={kind} onChange={setKind} />
      {kind === 'quiz' ? <QuizForm /> : <VideoForm />}
    </Stack>
  );
}

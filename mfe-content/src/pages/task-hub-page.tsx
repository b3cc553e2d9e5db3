import { ROUTES } from '@rewards/contract/routes';
import { PageHeader, SimpleGrid, Stack } from '@rewards/shared/ui';
import { TaskHubCard } from '../features/task-hub/task-hub-card';

/** /task-data, exposed as `mfe_content/TaskHubPage` (default export: federation boundary). */
export default function TaskHubPage() {
  return (
    <Stack gap="4">
      <PageHeader
        title="Task Management"
        description="Daily quizzes and video lessons for app users."
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        <TaskHubCard
          title="Add Quiz"
          description="Create a quiz question or add a video lesson."
          to={ROUTES.quizForm.path}
        />
        <TaskHubCard
          title="Table Quiz"
          description="See every quiz question and video lesson."
          to={ROUTES.quizTable.path}
        />
      </SimpleGrid>
    </Stack>
  );
}

import type { QuizOption } from '@rewards/contract';
import { Alert, Button, Field, HStack, Input, Stack, Textarea } from '@rewards/shared/ui';
import { RadioGroup } from '@rewards/shared/ui-forms';
import { optionField, QUIZ_OPTIONS } from '../../common/quiz-options';
import { useQuizForm } from './use-quiz-form';

const isQuizOption = (value: string | null): value is QuizOption =>
  QUIZ_OPTIONS.some((option) => option === value);

/** Create Task, quiz side: question, options A-D, the correct one, Add Quiz and Clear. */
export function QuizForm() {
  const { draft, problem, saving, update, clear, submit } = useQuizForm();

  return (
    <Stack asChild gap="4" maxW="2xl">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add quiz">
        <Field.Root>
          <Field.Label>Question</Field.Label>
          <Textarea
            value={draft.question}
            onChange={(e) => update('question', e.target.value)}
            rows={3}
          />
        </Field.Root>
        {QUIZ_OPTIONS.map((option) => (
          <Field.Root key={option}>
            <Field.Label>Option {option}</Field.Label>
            <Input
              value={draft[optionField(option)]}
              onChange={(e) => update(optionField(option), e.target.value)}
            />
          </Field.Root>
        ))}
        <RadioGroup.Root
          value={draft.correct_option || null}
          onValueChange={(details) =>
            isQuizOption(details.value) && update('correct_option', details.value)
          }
        >
          <RadioGroup.Label>Correct Option</RadioGroup.Label>
          <HStack gap="6" mt="2">
            {QUIZ_OPTIONS.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {problem && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
            Add Quiz
          </Button>
          <Button type="button" variant="outline" onClick={clear} disabled={saving}>
            Clear
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

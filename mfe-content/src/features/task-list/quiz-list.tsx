import type { Quiz } from '@rewards/contract';
import { Badge, Card, EmptyState, Heading, HStack, Stack, Text } from '@rewards/shared/ui';
import { optionField, QUIZ_OPTIONS } from '../../common/quiz-options';
import { DeleteButton } from './delete-button';

interface QuizListProps {
  quizzes: readonly Quiz[];
  onDelete: (quiz: Quiz) => void;
  isDeleting: (id: number) => boolean;
}

/** Every quiz question with its four options; the correct one is marked. */
export function QuizList({ quizzes, onDelete, isDeleting }: QuizListProps) {
  if (quizzes.length === 0) return <EmptyState title="No quiz questions found" />;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Quiz questions">
      {quizzes.map((quiz, index) => (
        <Card.Root as="li" key={quiz.id} variant="outline">
          <Card.Body gap="2">
            <HStack justify="space-between" align="start" gap="3">
              <Heading as="h2" size="sm">
                {index + 1}. {quiz.question}
              </Heading>
              <DeleteButton
                label={`Delete quiz: ${quiz.question}`}
                busy={isDeleting(quiz.id)}
                onClick={() => onDelete(quiz)}
              />
            </HStack>
            <Stack as="ul" gap="1" listStyleType="none">
              {QUIZ_OPTIONS.map((option) => (
                <HStack as="li" key={option} gap="2">
                  <Text fontWeight={quiz.correct_option === option ? 'semibold' : 'normal'}>
                    {option}. {quiz[optionField(option)]}
                  </Text>
                  {quiz.correct_option === option && <Badge colorPalette="green">Correct</Badge>}
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

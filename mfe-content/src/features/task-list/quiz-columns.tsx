import type { Quiz } from '@rewards/contract';
import { QUIZ_LIST } from '@rewards/contract/lists';
import { type DataColumn, EXPORT_ONLY, listColumns } from '@rewards/shared/table';
import { Badge, HStack, Stack, Text } from '@rewards/shared/ui';
import { optionField, QUIZ_OPTIONS } from '../../common/quiz-options';
import { DeleteButton } from './delete-button';

/** The quiz list's columns (headers and sorting from QUIZ_LIST); the correct option is marked. */
export function quizColumns(
  onDelete: (quiz: Quiz) => void,
  isDeleting: (id: number) => boolean,
): readonly DataColumn<Quiz>[] {
  return listColumns(QUIZ_LIST.columns, {
    // The quiz id and each option are CSV columns; the screen numbers rows and shows options together.
    id: EXPORT_ONLY,
    option_a: EXPORT_ONLY,
    option_b: EXPORT_ONLY,
    option_c: EXPORT_ONLY,
    option_d: EXPORT_ONLY,
    number: { cell: (_row, index) => index + 1, width: '60px' },
    question: {
      cell: (quiz) => (
        <Text fontWeight="medium" lineClamp={3} title={quiz.question}>
          {quiz.question}
        </Text>
      ),
    },
    options: {
      cell: (quiz) => (
        <Stack as="ul" gap="0" listStyleType="none" fontSize="sm">
          {QUIZ_OPTIONS.map((option) => (
            <HStack as="li" key={option} gap="2">
              <Text
                lineClamp={1}
                fontWeight={quiz.correct_option === option ? 'semibold' : 'normal'}
              >
                {option}. {quiz[optionField(option)]}
              </Text>
              {quiz.correct_option === option && (
                <Badge colorPalette="green" size="sm">
                  Correct
                </Badge>
              )}
            </HStack>
          ))}
        </Stack>
      ),
      width: '320px',
    },
    correct: { cell: (quiz) => quiz.correct_option, width: '100px' },
    actions: {
      cell: (quiz) => (
        <DeleteButton
          label={`Delete quiz: ${quiz.question}`}
          busy={isDeleting(quiz.id)}
          onClick={() => onDelete(quiz)}
        />
      ),
      width: '100px',
    },
  });
}

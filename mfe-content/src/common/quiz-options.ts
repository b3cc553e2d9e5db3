import type { QuizOption } from '@rewards/contract';

/** The four answer letters, in the order the form and the list show them. */
export const QUIZ_OPTIONS: readonly QuizOption[] = ['A', 'B', 'C', 'D'];

type OptionField = 'option_a' | 'option_b' | 'option_c' | 'option_d';

/** The quiz field holding an option's text: 'B' -> 'option_b'. */
export function optionField(option: QuizOption): OptionField {
  return `option_${option.toLowerCase()}` as OptionField;
}

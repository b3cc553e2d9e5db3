import type { SelectOption } from '@rewards/shared/ui-admin';

export type FilterOption<Value extends string> = SelectOption<Value>;

/** A hand-edited URL with an unknown value filters nothing rather than everything. */
export function asOption<Value extends string>(
  value: string,
  options: readonly FilterOption<Value>[],
): Value | 'all' {
  return options.find((option) => option.value === value)?.value ?? 'all';
}

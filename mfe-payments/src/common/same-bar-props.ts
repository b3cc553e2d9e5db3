/**
 * `memo` comparison for a filter bar: the applied filters compared by value (the list view
 * hands a new object at every render, a sort included), the callbacks by identity. A sort
 * then renders the table, not the bar's fields (decision 048).
 */
export function sameBarProps<Props extends object>(before: Props, after: Props): boolean {
  const keys = Object.keys(after) as (keyof Props)[];
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) => {
    const [a, b] = [before[key], after[key]];
    if (a === b) return true;
    return typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b);
  });
}

import { screen } from '@testing-library/react';

/** The value a StatCard shows under `label` (the label text may also appear in the table). */
export function statValue(label: string): string | null | undefined {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term?.parentElement?.querySelector('dd')?.textContent;
}

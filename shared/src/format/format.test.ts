import {
  formatDate,
  formatDateTime,
  formatDateTimeCell,
  formatDollars,
  formatRupees,
} from './format';

describe('money and date formatting', () => {
  it('shows rupees with a ₹ prefix, grouping and exactly two decimals', () => {
    expect(formatRupees('1250')).toBe('₹1,250.00');
    expect(formatRupees(172005.5)).toBe('₹1,72,005.50');
    expect(formatRupees(null)).toBe('₹0.00');
  });

  it('shows dollars with two decimals', () => {
    expect(formatDollars('10000')).toBe('$10,000.00');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate('2026-11-21T10:00:00Z')).toMatch(/21 Nov 2026/);
  });

  it('keeps the date and the time of a cell each on one line: the only break is after the comma', () => {
    const at = '2026-11-21T10:00:00Z';
    const cell = formatDateTimeCell(at);
    expect(cell.replaceAll('\u00a0', ' ')).toBe(formatDateTime(at));
    const [datePart, timePart, ...rest] = cell.split(' ');
    expect(rest).toEqual([]);
    expect(datePart).toMatch(/^21\u00a0Nov\u00a02026,$/);
    expect(timePart).toMatch(/^\d\d:\d\d\u00a0[ap]m$/);
    expect(formatDateTimeCell(null)).toBe('—');
  });
});

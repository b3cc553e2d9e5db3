import {
  endOfDay,
  isReversedRange,
  isWithinDateRange,
  matchesSearch,
  startOfDay,
} from './list-filters';

describe('matchesSearch', () => {
  it('matches any field as a case-insensitive substring', () => {
    expect(matchesSearch('PRIYA', ['priya sharma', 'p@x.in'])).toBe(true);
    expect(matchesSearch('x.IN', ['priya', 'p@x.in'])).toBe(true);
    expect(matchesSearch('rahul', ['priya', null, undefined, 42])).toBe(false);
  });

  it('lets everything through for a blank query', () => {
    expect(matchesSearch('   ', [])).toBe(true);
  });

  it('searches numbers as text', () => {
    expect(matchesSearch('987', [9876543210])).toBe(true);
  });
});

describe('date bounds', () => {
  it('starts the "from" day at local midnight and ends the "to" day at 23:59:59.999', () => {
    expect(startOfDay('2026-03-05')).toEqual(new Date(2026, 2, 5, 0, 0, 0, 0));
    expect(endOfDay('2026-03-05')).toEqual(new Date(2026, 2, 5, 23, 59, 59, 999));
  });

  it('treats blank or malformed days as no bound', () => {
    expect(startOfDay('')).toBeNull();
    expect(endOfDay('05/03/2026')).toBeNull();
  });
});

describe('isWithinDateRange', () => {
  const lateOnTheFifth = new Date(2026, 2, 5, 23, 30).toISOString();

  it('includes the whole "to" day and the whole "from" day', () => {
    expect(isWithinDateRange(lateOnTheFifth, '2026-03-05', '2026-03-05')).toBe(true);
    expect(isWithinDateRange(new Date(2026, 2, 5, 0, 0), '2026-03-05', '')).toBe(true);
  });

  it('excludes rows outside the bounds', () => {
    expect(isWithinDateRange(lateOnTheFifth, '2026-03-06', '')).toBe(false);
    expect(isWithinDateRange(lateOnTheFifth, '', '2026-03-04')).toBe(false);
  });

  it('keeps every row, dated or not, when no bound is set', () => {
    expect(isWithinDateRange(null, '', '')).toBe(true);
    expect(isWithinDateRange(null, '2026-03-01', '')).toBe(false);
  });
});

describe('isReversedRange', () => {
  it('is true only when both dates are set and From comes after To', () => {
    expect(isReversedRange('2025-03-02', '2025-03-01')).toBe(true);
    expect(isReversedRange('2025-03-01', '2025-03-01')).toBe(false);
    expect(isReversedRange('2025-03-01', '2025-03-02')).toBe(false);
    expect(isReversedRange('2025-03-02', '')).toBe(false);
    expect(isReversedRange('', '2025-03-01')).toBe(false);
  });
});

const DAY = 86_400_000;

/** Start of the UTC day containing `date`. Dashboard "today" and daily series use UTC days. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The last `days` UTC dates as YYYY-MM-DD, oldest first, ending with today's. */
export function lastUtcDays(now: Date, days: number): string[] {
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY).toISOString().slice(0, 10),
  );
}

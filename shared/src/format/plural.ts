const rules = new Intl.PluralRules('en-IN');

/** The singular of the lists' plural nouns: entries, quizzes, users, wallet transactions. */
function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (plural.endsWith('zzes')) return plural.slice(0, -3);
  return plural.replace(/s$/, '');
}

/**
 * `1 user`, `2 users`, `1,000 users`: a count and its noun in the right number (the admin review:
 * "1 users selected"). The noun is given in the plural, as lists name their rows; its singular
 * is derived (entries: entry, quizzes: quiz) unless given.
 */
export function countNoun(count: number, plural: string, singular = singularOf(plural)): string {
  const noun = rules.select(count) === 'one' ? singular : plural;
  return `${count.toLocaleString('en-IN')} ${noun}`;
}

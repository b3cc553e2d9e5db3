// Every skipped test is skipped by design and says why: its name (or its describe's) ends in
// the reason in parentheses, e.g. "(PostgreSQL only)". At the end of the run this prints how
// many were skipped for each reason, and fails the run when a skipped test gives none, so no
// test is quietly skipped (for being flaky or otherwise).
const REASON = /\(([^()]+)\)\s*$/;

/**
 * The reason in the nearest describe's title, else in the test's own: a describe skipped
 * "(PostgreSQL only)" may hold tests whose titles end in other parentheses.
 */
function reasonOf(test) {
  for (const title of [...[...test.ancestorTitles].reverse(), test.title]) {
    const match = REASON.exec(title);
    if (match) return match[1];
  }
  return undefined;
}

class SkippedByDesignReporter {
  /** @type {Error | undefined} */
  unexplained;

  /** @param {{ testNamePattern?: string }} globalConfig */
  constructor(globalConfig) {
    // `-t <pattern>` skips every other test: those are the developer's choice, not the suite's.
    this.filtered = Boolean(globalConfig.testNamePattern);
  }

  onRunComplete(_contexts, results) {
    const byReason = new Map();
    const without = [];
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status !== 'pending' && test.status !== 'skipped') continue;
        const reason = reasonOf(test);
        if (reason) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
        else without.push(`${file.testFilePath}: ${test.fullName}`);
      }
    }
    const total = [...byReason.values()].reduce((sum, n) => sum + n, 0);
    if (total > 0 && !this.filtered) {
      const parts = [...byReason].map(([reason, n]) => `${n} ${reason}`).join(', ');
      console.log(`\nSkipped by design: ${total} tests (${parts}).`);
    }
    if (without.length > 0 && !this.filtered) {
      this.unexplained = new Error(
        `${without.length} skipped tests give no reason in their name ("... (why)"):\n  ` +
          without.join('\n  '),
      );
      console.error(`\n${this.unexplained.message}`);
    }
  }

  getLastError() {
    return this.unexplained;
  }
}

module.exports = SkippedByDesignReporter;

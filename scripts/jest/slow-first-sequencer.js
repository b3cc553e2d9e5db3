// Jest's own sequencer starts the files that took longest in the last run first, from its
// timing cache; with no cache (a clean clone, CI) it falls back to file size, which put the
// list engine's suites (7-line files that run 250 checks) last: the run ended on one worker
// with a 57 s file while the other idled. Here a file the cache does not know takes its time
// from test-durations.json (files of 5 s or more, written by record-durations.mjs), and the
// rest follow by size.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS Jest sequencer */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const RECORDED = require('./test-durations.json');

const ROOT = path.resolve(__dirname, '..', '..');

class SlowFirstSequencer extends Sequencer {
  /** @param {import('@jest/test-result').Test} test */
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const project = test.context.config.displayName?.name ?? '';
    const seconds = RECORDED[`${project} ${path.relative(ROOT, test.path)}`];
    return seconds == null ? undefined : seconds * 1000;
  }

  /** @param {import('@jest/test-result').Test[]} tests */
  sort(tests) {
    const sorted = super.sort(tests);
    // Jest runs files without a time first (new ones, for quick feedback); after a clean
    // clone those are the fast ones, so they go after every timed file, in Jest's size order.
    return [
      ...sorted.filter((test) => test.duration != null),
      ...sorted.filter((test) => test.duration == null),
    ];
  }
}

module.exports = SlowFirstSequencer;

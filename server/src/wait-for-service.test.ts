import { EventEmitter } from 'node:events';
import { waitForService, type WatchedChild } from './wait-for-service';

/** A child process as the wait sees it: running until `exit()` is called. */
class FakeChild extends EventEmitter implements WatchedChild {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  exit(code: number) {
    this.exitCode = code;
    this.emit('exit');
  }
}

/** A clock that moves one second per poll, so a long start takes no real time. */
function fakeClock() {
  let ms = 0;
  return { now: () => ms, tick: () => (ms += 1_000) };
}

/** A service that answers from its `readyAfter`-th probe on, the clock moving per probe. */
function service(readyAfter: number, clock: ReturnType<typeof fakeClock>) {
  let probes = 0;
  return async () => {
    probes += 1;
    clock.tick();
    return probes >= readyAfter;
  };
}

const base = { label: 'api', url: 'http://127.0.0.1:4000/healthz', pollMs: 1 };

test('waits past any fixed deadline while the service is alive, with progress lines', async () => {
  const clock = fakeClock();
  const lines: string[] = [];
  // Ready after 5 "minutes" of seeding: no timeout unless one is asked for.
  await waitForService({
    ...base,
    child: new FakeChild(),
    answers: service(300, clock),
    now: clock.now,
    progressMs: 60_000,
    hint: 'seeding',
    log: (line) => lines.push(line),
  });
  expect(lines).toEqual([
    'still waiting for api (60 s): seeding',
    'still waiting for api (120 s): seeding',
    'still waiting for api (180 s): seeding',
    'still waiting for api (240 s): seeding',
  ]);
});

test('fails at once when the service exits before it answers', async () => {
  const child = new FakeChild();
  let probes = 0;
  const waiting = waitForService({
    ...base,
    child,
    pollMs: 3_600_000,
    answers: async () => {
      probes += 1;
      return false;
    },
    log: () => undefined,
  });
  // An hour between probes: only the exit can end this wait.
  await new Promise((resolve) => setImmediate(resolve));
  child.exit(1);
  await expect(waiting).rejects.toThrow(
    'api stopped (exit code 1) before it answered at http://127.0.0.1:4000/healthz',
  );
  expect(probes).toBe(1);
});

test('fails on a child that already died, without probing', async () => {
  const child = new FakeChild();
  child.exitCode = 1;
  const answers = jest.fn(async () => true);
  await expect(waitForService({ ...base, child, answers })).rejects.toThrow('api stopped');
  expect(answers).not.toHaveBeenCalled();
});

test('gives up after the timeout when one is set', async () => {
  const clock = fakeClock();
  await expect(
    waitForService({
      ...base,
      label: 'mfe-users',
      child: new FakeChild(),
      timeoutMs: 60_000,
      answers: service(Infinity, clock),
      now: clock.now,
      log: () => undefined,
    }),
  ).rejects.toThrow('mfe-users did not answer at http://127.0.0.1:4000/healthz within 60 s');
});

import vm from 'node:vm';
import { CHUNK_FILES_GLOBAL, loaderEntrySource } from './loader-entry';

interface FakeScript {
  src: string;
  onload?: () => void;
  onerror?: () => void;
  removed: boolean;
  remove: () => void;
}

/** Runs a loader entry as a browser would run a script at `src`, with a scriptable DOM. */
function runEntry(src: string) {
  const appended: FakeScript[] = [];
  const page: Record<string, unknown> = {};
  const document = {
    currentScript: { src },
    createElement: (): FakeScript => ({
      src: '',
      removed: false,
      remove() {
        this.removed = true;
      },
    }),
    head: { appendChild: (script: FakeScript) => appended.push(script) },
  };
  page.self = page;
  page.document = document;
  vm.runInNewContext(
    loaderEntrySource({
      name: 'mfe_users',
      packageVersion: '1.0.0',
      containerFile: 'container.0a1b2c3d.js',
      chunkFiles: { 803: '803.11111111.js' },
    }),
    page,
  );
  const container = {
    init: jest.fn((..._args: unknown[]) => 'initialised'),
    get: jest.fn((module: string) => `factory of ${module}`),
  };
  /** The container script arrives: it defines the real container, as its `var` does. */
  const arrive = (script: FakeScript) => {
    page.mfe_users = container;
    script.onload?.();
  };
  return { page, appended, container, arrive, standIn: page.mfe_users as typeof container };
}

it('loads the container beside the chunks, one folder above a deployed version', async () => {
  const { page, appended, container, arrive, standIn } = runEntry(
    'https://cdn.example/users/versions/1.0.0-0a1b2c3d/remoteEntry.js?retry=2',
  );
  // Requested as the entry runs, before the federation runtime calls init.
  expect(appended.map((script) => script.src)).toEqual([
    'https://cdn.example/users/versions/container.0a1b2c3d.js',
  ]);
  expect((page[CHUNK_FILES_GLOBAL] as Record<string, unknown>).mfe_users).toEqual({
    803: '803.11111111.js',
  });
  const init = standIn.init({ react: {} }, []);
  const get = standIn.get('./UserTablePage');
  arrive(appended[0]!);
  await expect(init).resolves.toBe('initialised');
  await expect(get).resolves.toBe('factory of ./UserTablePage');
  expect(container.init).toHaveBeenCalledWith({ react: {} }, []);
  expect(appended).toHaveLength(1);
});

it('loads it next to itself in a plain build folder', () => {
  const { appended } = runEntry('http://localhost:3001/remoteEntry.js');
  expect(appended[0]?.src).toBe('http://localhost:3001/container.0a1b2c3d.js');
});

it('after a failed load, tries once more at a URL the page never requested', async () => {
  const { appended, arrive, standIn } = runEntry('http://localhost:3001/remoteEntry.js');
  // The federation runtime calls init while the first attempt is still under way.
  const init = standIn.init({}, []);
  appended[0]!.onerror?.();
  expect(appended[0]!.removed).toBe(true);
  await new Promise((resolve) => setImmediate(resolve));
  expect(appended.map((script) => script.src)).toEqual([
    'http://localhost:3001/container.0a1b2c3d.js',
    'http://localhost:3001/container.0a1b2c3d.js?retry=1',
  ]);
  arrive(appended[1]!);
  await expect(init).resolves.toBe('initialised');
});

it('after two failed loads, fails, and the next call starts again', async () => {
  const { appended, arrive, standIn } = runEntry('http://localhost:3001/remoteEntry.js');
  const get = standIn.get('./UserTablePage');
  appended[0]!.onerror?.();
  await new Promise((resolve) => setImmediate(resolve));
  appended[1]!.onerror?.();
  await expect(get).rejects.toThrow('container.0a1b2c3d.js?retry=1 failed');
  // The shell's Retry.
  const retried = standIn.get('./UserTablePage');
  expect(appended[2]?.src).toBe('http://localhost:3001/container.0a1b2c3d.js?retry=2');
  arrive(appended[2]!);
  await expect(retried).resolves.toBe('factory of ./UserTablePage');
});

it('fails when the container script ran but defined no container, twice', async () => {
  const { appended, standIn } = runEntry('http://localhost:3001/remoteEntry.js');
  const get = standIn.get('./UserTablePage');
  appended[0]!.onload?.();
  await new Promise((resolve) => setImmediate(resolve));
  appended[1]!.onload?.();
  await expect(get).rejects.toThrow(
    'Loading the mfe_users container http://localhost:3001/container.0a1b2c3d.js?retry=1 failed',
  );
});

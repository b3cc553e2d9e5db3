/**
 * Which API instance the shell's `/api` proxy sends a request to (decision 051): round robin
 * over the instances in rotation. An instance that refuses a connection (or does not accept
 * one in time) leaves the rotation at once, passive health from real traffic, and comes back
 * when its `/readyz` answers 200 (probed every second meanwhile). undici's BalancedPool only
 * lowered a dead instance's weight: 7 of 40 requests still went to it (the production review).
 */
import { Dispatcher, Pool } from 'undici';

export interface InstanceProbe {
  intervalMs: number;
  timeoutMs: number;
}

type Log = (message: string, url: string, reason?: string) => void;

const DEFAULT_PROBE: InstanceProbe = { intervalMs: 1_000, timeoutMs: 2_000 };

/** Shared by every pool of one app server: an instance is out for every kind of request. */
export class ApiInstanceHealth {
  private readonly out = new Map<string, NodeJS.Timeout>();

  constructor(
    readonly urls: readonly string[],
    private readonly log: Log = () => {},
    private readonly probe: InstanceProbe = DEFAULT_PROBE,
  ) {}

  inRotation(url: string): boolean {
    return !this.out.has(url);
  }

  outOfRotation(): string[] {
    return [...this.out.keys()];
  }

  markOut(url: string, reason: string): void {
    if (this.out.has(url)) return;
    this.log('API instance out of rotation', url, reason);
    const timer = setInterval(() => void this.probeOnce(url), this.probe.intervalMs);
    timer.unref();
    this.out.set(url, timer);
  }

  private async probeOnce(url: string): Promise<void> {
    const ready = await fetch(`${url}/readyz`, {
      signal: AbortSignal.timeout(this.probe.timeoutMs),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
    const timer = this.out.get(url);
    if (!ready || !timer) return;
    clearInterval(timer);
    this.out.delete(url);
    this.log('API instance back in rotation', url);
  }

  close(): void {
    for (const timer of this.out.values()) clearInterval(timer);
    this.out.clear();
  }
}

/** Errors that prove the request never reached the instance: safe to send elsewhere. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);

export const neverReachedTheApi = (error: unknown): boolean =>
  NOT_CONNECTED.has((error as { code?: string } | undefined)?.code ?? '');

/** One undici Pool per instance, for one kind of request (upstream-pools.ts). */
export class ApiInstances extends Dispatcher {
  private readonly pools: { url: string; pool: Pool }[];
  private turn = 0;

  constructor(
    private readonly health: ApiInstanceHealth,
    options: Pool.Options,
  ) {
    super();
    this.pools = health.urls.map((url) => {
      const pool = new Pool(url, options);
      pool.on('connectionError', (_origin, _targets, error) => {
        if (neverReachedTheApi(error)) health.markOut(url, (error as { code?: string }).code ?? '');
      });
      return { url, pool };
    });
  }

  /** The next instance in rotation; when none is, every instance (one may be back already). */
  private pick(): { url: string; pool: Pool } {
    const live = this.pools.filter(({ url }) => this.health.inRotation(url));
    const candidates = live.length > 0 ? live : this.pools;
    this.turn = (this.turn + 1) % 1_000_000;
    return candidates[this.turn % candidates.length] as { url: string; pool: Pool };
  }

  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): boolean {
    const { url, pool } = this.pick();
    return pool.dispatch({ ...options, origin: url }, handler);
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    const closed = Promise.all(this.pools.map(({ pool }) => pool.close())).then(() => undefined);
    if (!callback) return closed;
    void closed.then(callback);
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(
    errorOrCallback?: Error | null | (() => void),
    callback?: () => void,
  ): Promise<void> | void {
    const error = typeof errorOrCallback === 'function' ? null : (errorOrCallback ?? null);
    const done = typeof errorOrCallback === 'function' ? errorOrCallback : callback;
    const destroyed = Promise.all(this.pools.map(({ pool }) => pool.destroy(error))).then(
      () => undefined,
    );
    if (!done) return destroyed;
    void destroyed.then(done);
  }
}

/**
 * The contract every check of `npm run test:reliability` follows. The runner starts what a check
 * needs (a fresh API with demo data, the built apps), runs each check in turn and prints how many
 * cases each one tried; a check never decides on its own whether the suite passes.
 */
export interface ReliabilityTarget {
  /** Base URL of the API the runner started for this suite (fresh data folder, demo data). */
  apiUrl: string;
  /** The data folder of that API (SQLite file and uploads). */
  dataDir: string;
  /** Origin of the admin app (the shell): the one origin allowed to send writes. */
  appOrigin: string;
  /** Base URL of every served app by name (shell and remotes), from their built dist folders. */
  appUrls: Record<string, string>;
  /** Signs in with the seeded admin account and returns the `Cookie` header value to send. */
  signIn(): Promise<string>;
}

export interface ReliabilityReport {
  check: string;
  /** How many cases (requests, trials, cycles) the check tried. */
  tried: number;
  /** One line per case that broke a promise; empty when the check holds. */
  failures: string[];
}

export interface ReliabilityCheck {
  name: string;
  run(target: ReliabilityTarget): Promise<ReliabilityReport>;
}

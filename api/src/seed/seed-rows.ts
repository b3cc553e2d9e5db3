import { buildContactMessages } from './contact-factory';
import {
  buildAuditRows,
  buildNotifications,
  buildQuizCompletions,
  buildQuizzes,
  buildVideos,
} from './content-factory';
import { buildCryptoPayments, buildWalletTransactions, buildWithdrawals } from './money-factory';
import { SeededRandom } from './random';
import { buildUsers } from './user-factory';

export type Row = Record<string, string | number | null>;
export type SeedTable = readonly [table: string, rows: Row[]];

/** Everything the rows depend on: plain data, so a worker thread can build them too. */
export interface SeedRowsInput {
  users: number;
  /** The generator's state after the upload images were drawn. */
  randomState: number;
  now: number;
  screenshots: string[];
  banner: string;
  qrCode: string;
  adminId: number | undefined;
  /**
   * Wallet transactions in place of the seed's ratio (0.6 a user): the bench option that
   * grows one table alone, to show a list's cost follows its page, not its table.
   */
  walletTransactions?: number;
}

/** Users per message: a few MB each, so copying them overlaps the inserts. */
const USER_CHUNK = 50_000;
/** Wallet rows per message: millions of them are never held at once. */
const WALLET_CHUNK = 250_000;

/** The tables in insert order (parents first), whether or not they get rows. */
export const SEED_TABLES = [
  'users',
  'quizzes',
  'videos',
  'banners',
  'contact_messages',
  'upi_settings',
  'wallet_transactions',
  'withdrawals',
  'crypto_payments',
  'notifications',
  'quiz_completions',
  'audit_log',
] as const;

/**
 * The seed's rows, one table at a time (the users in chunks) in SEED_TABLES order, drawn from
 * one generator in a fixed order: the same input gives the same rows wherever they are built.
 * Piece by piece so the users can be inserted while the rest are still being built.
 */
export function* seedRows(input: SeedRowsInput): Generator<SeedTable> {
  const random = new SeededRandom(input.randomState);
  const { now, users: n } = input;
  const at = new Date(now).toISOString();
  const users = n > 0 ? buildUsers(random, n, now) : [];
  // In chunks: from a worker, each is copied to the inserting thread while it inserts the last.
  const chunks = Math.max(1, Math.ceil(users.length / USER_CHUNK));
  for (let i = 0; i < chunks; i++)
    yield ['users', users.slice(i * USER_CHUNK, (i + 1) * USER_CHUNK)];
  const quizzes = buildQuizzes(now);
  yield ['quizzes', quizzes];
  yield ['videos', buildVideos(now)];
  yield ['banners', [{ file_name: input.banner, created_at: at }]];
  yield ['contact_messages', buildContactMessages(now)];
  const upi = { id: 1, upi_id: 'rewards.admin@okaxis', qr_code: input.qrCode, updated_at: at };
  yield ['upi_settings', [upi]];
  if (users.length === 0) return;
  const share = (min: number, fraction: number) => Math.max(min, Math.round(n * fraction));
  const wallet = input.walletTransactions ?? share(24, 0.6);
  for (let from = 0; from < wallet; from += WALLET_CHUNK) {
    const size = Math.min(WALLET_CHUNK, wallet - from);
    yield [
      'wallet_transactions',
      buildWalletTransactions(random, users, size, input.screenshots, now, from),
    ];
  }
  yield ['withdrawals', buildWithdrawals(random, users, share(24, 0.3), now)];
  yield ['crypto_payments', buildCryptoPayments(random, users, share(45, 0.2), now)];
  yield ['notifications', buildNotifications(random, users, share(15, 0.3), now)];
  yield [
    'quiz_completions',
    buildQuizCompletions(random, users, quizzes.length, share(10, 0.2), now),
  ];
  if (input.adminId !== undefined)
    yield ['audit_log', buildAuditRows(random, users, input.adminId, now)];
}

import type {
  AuditLogTable,
  NotificationsTable,
  QuizCompletionsTable,
  QuizzesTable,
  VideosTable,
} from '../db/schema';
import { NOTIFICATION_TEXTS, QUIZZES, VIDEOS } from './catalog';
import type { SeededRandom } from './random';
import type { SeedUser } from './user-factory';

type Row<T> = Omit<T, 'id'>;
const DAY = 86_400_000;

export function buildQuizzes(now: number): Row<QuizzesTable>[] {
  return QUIZZES.map(([question, a, b, c, d, correct], i) => ({
    question,
    option_a: a,
    option_b: b,
    option_c: c,
    option_d: d,
    correct_option: correct,
    created_at: new Date(now - (QUIZZES.length - i) * DAY).toISOString(),
  }));
}

export function buildVideos(now: number): Row<VideosTable>[] {
  return VIDEOS.map(([title, url], i) => ({
    title,
    video_url: url,
    file_name: null,
    created_at: new Date(now - (VIDEOS.length - i) * DAY).toISOString(),
  }));
}

export function buildNotifications(
  random: SeededRandom,
  users: SeedUser[],
  count: number,
  now: number,
): Row<NotificationsTable>[] {
  return Array.from({ length: count }, () => ({
    user_id: random.pick(users).id,
    message: random.pick(NOTIFICATION_TEXTS),
    created_at: new Date(now - Math.floor(random.next() * 20 * DAY)).toISOString(),
  }));
}

/** Completions since the start of today (UTC), so the dashboard's "today" stat is non-zero. */
export function buildQuizCompletions(
  random: SeededRandom,
  users: SeedUser[],
  quizCount: number,
  count: number,
  now: number,
): Row<QuizCompletionsTable>[] {
  const startOfDay = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  return Array.from({ length: count }, () => ({
    user_id: random.pick(users).id,
    quiz_id: random.int(1, quizCount),
    completed_at: new Date(
      startOfDay + Math.floor(random.next() * (now - startOfDay)),
    ).toISOString(),
  }));
}

/** A few past admin actions so the dashboard's activity feed shows the "other" type. */
export function buildAuditRows(
  random: SeededRandom,
  users: SeedUser[],
  adminId: number,
  now: number,
): Row<AuditLogTable>[] {
  return [0, 1, 2].map((i) => {
    const user = random.pick(users);
    const trust = user.trust === 1;
    return {
      admin_id: adminId,
      action: 'user.trust',
      entity: 'user',
      entity_id: user.id,
      before_json: JSON.stringify({ trust: !trust }),
      after_json: JSON.stringify({ trust }),
      at: new Date(now - (i + 1) * 3_600_000).toISOString(),
      ip: null,
      user_id: user.id,
    };
  });
}

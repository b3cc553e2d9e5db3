import type { Generated, GeneratedAlways } from 'kysely';

// The content tables (quizzes, videos, banners, notifications), the UPI settings and the
// contact inbox. Apart from schema.ts (users, admins, the audit log and the Database map), as
// the platform's and the uploads' tables are.

export type QuizOption = 'A' | 'B' | 'C' | 'D';

export interface QuizzesTable {
  id: Generated<number>;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: QuizOption;
  created_at: string;
}

export interface QuizCompletionsTable {
  id: Generated<number>;
  user_id: number;
  quiz_id: number | null;
  completed_at: string;
}

export interface VideosTable {
  id: Generated<number>;
  title: string;
  video_url: string;
  /** Set when the video was uploaded (video_url then points at /api/uploads/<file>). */
  file_name: string | null;
  created_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  file_name: string;
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  message: string;
  created_at: string;
}

export interface UpiSettingsTable {
  /** Always 1: a single-row table. */
  id: number;
  upi_id: string | null;
  qr_code: string | null;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: string;
  read_at: string | null;
  handled_at: string | null;
  /** Computed by the database (migration 025): the inbox's unread-first order. */
  inbox_order: GeneratedAlways<string>;
  /** Computed by the database (migration 025): 'unread', 'read' or 'handled'. */
  inbox_status: GeneratedAlways<string>;
}

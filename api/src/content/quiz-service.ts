import type { Insertable, Kysely } from 'kysely';
import type { Database, QuizzesTable } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import type { Quiz } from '@rewards/contract';

const QUIZ_COLUMNS = [
  'id',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_option',
] as const satisfies readonly (keyof Quiz)[];

export type QuizInput = Omit<Insertable<QuizzesTable>, 'id' | 'created_at'>;

export async function listQuizzes(db: Kysely<Database>): Promise<Quiz[]> {
  return db.selectFrom('quizzes').select(QUIZ_COLUMNS).orderBy('id').execute();
}

/** The quizzes of a list page, in any order (the list engine orders them). */
export async function quizzesByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Quiz[]> {
  return db.selectFrom('quizzes').select(QUIZ_COLUMNS).where('id', 'in', ids).execute();
}

export async function createQuiz(db: Kysely<Database>, ctx: ChangeContext, input: QuizInput) {
  return db.transaction().execute(async (trx) => {
    const quiz = await trx
      .insertInto('quizzes')
      .values({
        question: input.question.trim(),
        option_a: input.option_a.trim(),
        option_b: input.option_b.trim(),
        option_c: input.option_c.trim(),
        option_d: input.option_d.trim(),
        correct_option: input.correct_option,
        created_at: ctx.at,
      })
      .returning(QUIZ_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'quiz.create',
      entity: 'quiz',
      entityId: quiz.id,
      before: null,
      after: quiz,
      at: ctx.at,
      ip: ctx.ip,
    });
    return quiz;
  });
}

/** Completions of a deleted quiz are kept (quiz_id becomes null) so today's count holds. */
export async function deleteQuiz(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('quizzes')
      .select(QUIZ_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Quiz not found');
    await trx.deleteFrom('quizzes').where('id', '=', id).execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'quiz.delete',
      entity: 'quiz',
      entityId: id,
      before,
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
  });
}

import type { TestContext } from './test-app';

/** The id of the admin with this email (a seeded or a test's own account). */
export const adminIdOf = async (t: TestContext, email: string): Promise<number> =>
  (
    await t.app.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

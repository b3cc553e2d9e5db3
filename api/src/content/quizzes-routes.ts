import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  QuizBody,
  QuizResponse,
  QuizWithVideosQuery,
  QuizWithVideosResponse,
  responses,
  SuccessMessage,
} from '@rewards/contract';
import { createQuiz, deleteQuiz, listQuizzes } from './quiz-service';
import { listVideos } from './video-service';
import { changeContext } from '../lib/request-change-context';

const tags = ['quizzes'];

export const quizzesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/quiz-with-videos',
    {
      // The quiz table shows the `error` field of a failed load (docs/product.md).
      config: { permission: 'content:read', errorField: true },
      schema: {
        tags,
        summary:
          'All quizzes (with correct answers) and videos; `admin` is accepted for the old client ' +
          '(deprecated: every row at once)',
        description:
          'Kept for compatibility; the quiz table reads `GET /api/quizzes` and `GET /api/videos` a page at a time.',
        deprecated: true,
        querystring: QuizWithVideosQuery,
        response: responses({ 200: QuizWithVideosResponse }),
      },
    },
    async () => {
      const [quizzes, videos] = await Promise.all([listQuizzes(app.db), listVideos(app.db)]);
      return { success: true as const, quizzes, videos };
    },
  );

  app.post(
    '/api/quizzes',
    {
      schema: {
        tags,
        summary: 'Create a quiz',
        body: QuizBody,
        response: responses({ 200: QuizResponse }),
      },
      config: { permission: 'content:write', errorField: true },
    },
    async (request) => ({
      success: true as const,
      data: await createQuiz(app.db, changeContext(request), request.body),
    }),
  );

  app.delete(
    '/api/quizzes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a quiz',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
      config: { permission: 'content:write', errorField: true },
    },
    async (request) => {
      await deleteQuiz(app.db, changeContext(request), request.params.id);
      return { success: true as const, message: 'Quiz deleted' };
    },
  );
};

import path from 'node:path';
import { mp4Bytes, pngBytes, QUIZ_BODY as QUIZ } from '../helpers/fixtures';
import { count } from '../helpers/snapshots';
import { adminRequests } from '../helpers/admin-requests';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

describe('quizzes and videos', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp({ videoMaxMb: 1 })));
  afterAll(async () => t.close());

  const { send, upload, uploadsListing } = adminRequests(() => ({ t, cookie }));

  describe('quizzes', () => {
    it('adds a quiz and lists it with the videos', async () => {
      const res = await send('POST', '/api/quizzes', QUIZ);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { id: expect.any(Number), ...QUIZ } });
      const list = await send('GET', '/api/quiz-with-videos?admin=true');
      expect(list.json()).toMatchObject({
        success: true,
        quizzes: expect.arrayContaining([res.json().data]),
      });
      expect(list.json().videos.length).toBeGreaterThan(0);
      expect(list.json().videos[0]).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        video_url: expect.any(String),
      });
    });

    it('reports failures with both message and error', async () => {
      const bad = await send('POST', '/api/quizzes', { ...QUIZ, correct_option: 'E' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        success: false,
        message: 'correct_option must be one of: A, B, C, D',
        error: 'correct_option must be one of: A, B, C, D',
      });
      const missing = await send('DELETE', '/api/quizzes/9999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: 'Quiz not found',
        error: 'Quiz not found',
      });
    });

    it('deletes a quiz but keeps completions (quiz_id becomes null)', async () => {
      const before = await count(t.app, 'quiz_completions');
      const used = await t.app.db
        .selectFrom('quiz_completions')
        .select('quiz_id')
        .where('quiz_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const res = await send('DELETE', `/api/quizzes/${used.quiz_id}`);
      expect(res.json()).toEqual({ success: true, message: 'Quiz deleted' });
      expect(await count(t.app, 'quiz_completions')).toBe(before);
      const orphaned = await t.app.db
        .selectFrom('quiz_completions')
        .select('id')
        .where('quiz_id', '=', used.quiz_id)
        .execute();
      expect(orphaned).toEqual([]);
    });
  });

  describe('videos', () => {
    it('adds a URL video (http/https only)', async () => {
      const res = await send('POST', '/api/videos', {
        title: 'Fractions',
        video_url: 'https://www.youtube.com/watch?v=abc',
      });
      expect(res.json()).toEqual({
        success: true,
        data: {
          id: expect.any(Number),
          title: 'Fractions',
          video_url: 'https://www.youtube.com/watch?v=abc',
        },
      });
      for (const video_url of [
        'javascript:alert(1)',
        'ftp://example.com/v.mp4',
        '/relative.mp4',
        'https://',
      ]) {
        const bad = await send('POST', '/api/videos', { title: 'x', video_url });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({
          success: false,
          message: 'Video URL must be an http or https URL',
          error: 'Video URL must be an http or https URL',
        });
      }
      const missing = await send('POST', '/api/videos', { title: 'x' });
      expect(missing.json().message).toBe('Please provide a title and either URL or file!');
    });

    it('streams an uploaded video file to disk and serves it with nosniff', async () => {
      const bytes = mp4Bytes(64 * 1024);
      const res = await upload('/api/videos', [
        { name: 'title', value: 'Uploaded lesson' },
        { name: 'videoFile', value: bytes, filename: 'lesson.mp4', contentType: 'video/mp4' },
      ]);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toEqual({
        id: expect.any(Number),
        title: 'Uploaded lesson',
        video_url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.mp4$/),
      });
      const served = await send('GET', data.video_url);
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);

      const del = await send('DELETE', `/api/videos/${data.id}`);
      expect(del.json()).toEqual({ success: true, message: 'Video deleted' });
      expect(await uploadsListing()).not.toContain(path.basename(data.video_url));
    });

    it('rejects a non-video file, an oversized one and a missing title, keeping nothing', async () => {
      const files = await uploadsListing();
      const videos = await count(t.app, 'videos');
      const notVideo = await upload('/api/videos', [
        { name: 'title', value: 'x' },
        { name: 'videoFile', value: pngBytes(), filename: 'x.mp4', contentType: 'video/mp4' },
      ]);
      expect(notVideo.statusCode).toBe(400);
      expect(notVideo.json()).toEqual({
        success: false,
        message: 'Please upload a video file',
        error: 'Please upload a video file',
      });
      const tooBig = await upload('/api/videos', [
        { name: 'title', value: 'x' },
        {
          name: 'videoFile',
          value: mp4Bytes(1024 * 1024 + 1),
          filename: 'x.mp4',
          contentType: 'video/mp4',
        },
      ]);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe('Video file must be at most 1 MB');
      const noTitle = await upload('/api/videos', [
        { name: 'videoFile', value: mp4Bytes(), filename: 'x.mp4' },
      ]);
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json().message).toBe('Please provide a title and either URL or file!');
      expect(await uploadsListing()).toEqual(files);
      expect(await count(t.app, 'videos')).toBe(videos);
    });

    it('404s an unknown video with an error field', async () => {
      const res = await send('DELETE', '/api/videos/9999');
      expect(res.json()).toEqual({
        success: false,
        message: 'Video not found',
        error: 'Video not found',
      });
    });
  });
});

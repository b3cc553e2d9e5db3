import type { Banner, Notification, Quiz, Video } from '@rewards/contract';

/** Complete rows as the API returns them; tests override only what they check. */
export function makeQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 1,
    question: 'What is 2 + 2?',
    option_a: '3',
    option_b: '4',
    option_c: '5',
    option_d: '22',
    correct_option: 'B',
    ...overrides,
  };
}

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 1,
    title: 'Fractions made easy',
    video_url: '/api/uploads/fractions.mp4',
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    user_id: 7,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    message: 'Your plan is active.',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    banner_url: '/api/uploads/banner-1.png',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

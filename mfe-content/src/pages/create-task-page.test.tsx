import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizResponse, VideoResponse } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders } from '@rewards/shared/testing';
import CreateTaskPage from './create-task-page';
import { makeFile, makeQuiz, makeVideo } from '../test-fixtures';

// Filling five fields key by key is slow in jsdom on a busy machine.
jest.setTimeout(15_000);

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

type User = ReturnType<typeof userEvent.setup>;

/** Pastes instead of typing key by key: same change events, a fraction of the time in jsdom. */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function mockQuizSaved(options?: { until: Promise<unknown> }) {
  mockApi.post<QuizResponse>('/quizzes', { success: true, data: makeQuiz() }, options);
}

function mockVideoSaved(options?: { until: Promise<unknown> }) {
  mockApi.post<VideoResponse>('/videos', { success: true, data: makeVideo() }, options);
}

const sentTo = (path: string) => mockApi.requestsTo('post', path).map((request) => request.body);

async function fillQuiz(user: User, { skipOptionC = false } = {}) {
  await fill(user, 'Question', 'Capital of India?');
  await fill(user, 'Option A', 'Mumbai');
  await fill(user, 'Option B', 'New Delhi');
  if (!skipOptionC) await fill(user, 'Option C', 'Kolkata');
  await fill(user, 'Option D', 'Chennai');
}

describe('CreateTaskPage — quiz form', () => {
  it("refuses an incomplete quiz with 'Please fill all quiz fields!' and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />, { route: '/quiz_form' });

    await fillQuiz(user);
    // Every text field is filled but no correct option is chosen yet.
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all quiz fields!');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await fillQuiz(user, { skipOptionC: true });
    await user.click(screen.getByRole('radio', { name: 'B' }));
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    expect(await screen.findByText('Please fill all quiz fields!')).toBeInTheDocument();
    expect(mockApi.requests()).toEqual([]);
  });

  it('counts blank-only text as missing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await fillQuiz(user);
    await user.clear(screen.getByLabelText('Option D'));
    await fill(user, 'Option D', '   ');
    await user.click(screen.getByRole('radio', { name: 'C' }));
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all quiz fields!');
    expect(mockApi.requests()).toEqual([]);
  });

  it('posts the quiz, confirms and clears the form', async () => {
    mockQuizSaved();
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await fillQuiz(user);
    await user.click(screen.getByRole('radio', { name: 'B' }));
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));

    expect(await screen.findByText('Quiz added successfully!')).toBeInTheDocument();
    expect(sentTo('/quizzes')).toEqual([
      {
        question: 'Capital of India?',
        option_a: 'Mumbai',
        option_b: 'New Delhi',
        option_c: 'Kolkata',
        option_d: 'Chennai',
        correct_option: 'B',
      },
    ]);
    expect(screen.getByLabelText('Question')).toHaveValue('');
    expect(screen.getByLabelText('Option B')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'B' })).not.toBeChecked();
  });

  it('disables Add Quiz and Clear while saving, so a double click sends once', async () => {
    const response = deferred<void>();
    mockQuizSaved({ until: response.promise });
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await fillQuiz(user);
    await user.click(screen.getByRole('radio', { name: 'D' }));
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await user.click(busy);
    expect(sentTo('/quizzes')).toHaveLength(1);
    response.resolve();
    expect(await screen.findByText('Quiz added successfully!')).toBeInTheDocument();
  });

  it("shows the server's reason for a refusal, or 'Failed to save quiz' on a server error", async () => {
    mockApi.fail('post', '/quizzes', 400, 'Duplicate question');
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await fillQuiz(user);
    await user.click(screen.getByRole('radio', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    expect(await screen.findByText('Duplicate question')).toBeInTheDocument();
    // The form keeps what was typed so the admin can fix and resend.
    expect(screen.getByLabelText('Question')).toHaveValue('Capital of India?');

    mockApi.fail('post', '/quizzes', 500, 'Internal server error');
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    expect(await screen.findByText('Failed to save quiz')).toBeInTheDocument();
  });
});

describe('CreateTaskPage — video form', () => {
  it("asks for a title and a URL or file: 'Please provide a title and either URL or file!'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    expect(screen.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    await fill(user, 'Title', 'Fractions');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(
      await screen.findByText('Please provide a title and either URL or file!'),
    ).toBeInTheDocument();
    expect(mockApi.requests()).toEqual([]);
  });

  it('posts a video URL as JSON and confirms', async () => {
    mockVideoSaved();
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    await fill(user, 'Title', 'Fractions');
    await fill(user, 'Video URL', 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(sentTo('/videos')).toEqual([
      { title: 'Fractions', video_url: 'https://youtu.be/dQw4w9WgXcQ' },
    ]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('uploads a chosen file as multipart, and choosing a file clears the URL', async () => {
    mockApi.fail('post', '/videos', 500, 'Internal server error');
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    await fill(user, 'Title', 'Lesson');
    await fill(user, 'Video URL', 'https://example.com/a.mp4');
    const file = makeFile('lesson.mp4', 'video/mp4');
    await user.upload(screen.getByLabelText('Video file'), file);
    expect(screen.getByLabelText('Video URL')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByText('Failed to upload video')).toBeInTheDocument();
    const [body] = sentTo('/videos');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('title')).toBe('Lesson');
    const sent = (body as FormData).get('videoFile') as File;
    expect(sent.name).toBe('lesson.mp4');
    expect(await sent.text()).toBe(await file.text());
  });

  it('typing a URL clears a chosen file; the file input offers video types', async () => {
    mockVideoSaved();
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    const fileInput = screen.getByLabelText<HTMLInputElement>('Video file');
    expect(fileInput.accept).toMatch(/video\/mp4/);
    expect(fileInput.accept.split(',').every((type) => /^(video\/|\.)/.test(type))).toBe(true);
    await user.upload(fileInput, makeFile('lesson.mp4', 'video/mp4'));
    expect(fileInput.files).toHaveLength(1);
    await fill(user, 'Video URL', 'https://youtu.be/dQw4w9WgXcQ');
    expect(fileInput.value).toBe('');
    await fill(user, 'Title', 'Lesson');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(sentTo('/videos')).toEqual([
      { title: 'Lesson', video_url: 'https://youtu.be/dQw4w9WgXcQ' },
    ]);
  });

  it('shows upload progress for a file and refuses a second click while it runs', async () => {
    const response = deferred<void>();
    mockVideoSaved({ until: response.promise });
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    await fill(user, 'Title', 'Lesson');
    await user.upload(screen.getByLabelText('Video file'), makeFile('lesson.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    // The mock server reports the upload's progress only once it answers: 0% until then.
    expect(await screen.findByText('Uploading 0%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const busy = screen.getByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await user.click(busy);
    expect(sentTo('/videos')).toHaveLength(1);

    response.resolve();
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused video", async () => {
    mockApi.fail('post', '/videos', 400, 'Please upload a video file');
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    await fill(user, 'Title', 'Lesson');
    await user.upload(screen.getByLabelText('Video file'), makeFile('lesson.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('Please upload a video file')).toBeInTheDocument();
  });

  it('Clear empties the title, URL and file', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);

    await user.click(screen.getByRole('button', { name: 'Video' }));
    await fill(user, 'Title', 'Lesson');
    await fill(user, 'Video URL', 'https://example.com/a.mp4');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Video URL')).toHaveValue('');
  });
});

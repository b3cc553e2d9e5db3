import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Quiz, SuccessMessage, Video } from '@rewards/contract';
import {
  confirmDialog,
  currentParams,
  lastListQuery,
  mockApi,
  mockListPage,
  renderWithProviders,
  rowOf,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import QuizTablePage from './quiz-table-page';
import { makeQuiz, makeVideo } from '../test-fixtures';

type Rows<Row> = readonly Row[] | ((query: Record<string, string>) => readonly Row[]);

/** The list engine's pages of quizzes and videos (GET /api/quizzes, /api/videos). */
function mockLists(quizzes: Rows<Quiz>, videos: Rows<Video>) {
  mockListPage('/quizzes', quizzes);
  mockListPage('/videos', videos);
}

function mockDeleted(path: string) {
  mockApi.delete<SuccessMessage>(path, { success: true, message: 'Deleted successfully' });
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function confirmDelete(
  user: UserEvent,
  name: string,
  answer: 'Delete' | 'Cancel' = 'Delete',
) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await confirmDialog();
  const question = dialog.getByText(/^Are you sure you want to delete this/).textContent;
  await user.click(dialog.getByRole('button', { name: answer }));
  return question;
}

describe('QuizTablePage', () => {
  it('lists quizzes with the correct option marked, then videos after the toggle', async () => {
    mockLists(
      [
        makeQuiz(),
        makeQuiz({ id: 2, question: 'Largest planet?', option_a: 'Jupiter', correct_option: 'A' }),
      ],
      [
        makeVideo({
          id: 5,
          title: 'On YouTube',
          video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        }),
        makeVideo({ id: 6, title: 'Uploaded', video_url: '/api/uploads/fractions.mp4' }),
      ],
    );
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table' });

    await screen.findByText('Largest planet?');
    const row = rowOf('Largest planet?');
    expect(screen.getByText('Total quizzes: 2')).toBeInTheDocument();
    expect(row.getByText('Correct').previousElementSibling).toHaveTextContent('A. Jupiter');
    expect(row.getByText('2')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/videos')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByText('Total videos: 2')).toBeInTheDocument();
    expect(screen.getByTitle('On YouTube')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    // Other videos play directly; a relative URL is prefixed with the API host.
    expect(screen.getByLabelText('Uploaded')).toHaveAttribute(
      'src',
      'http://localhost/api/uploads/fractions.mp4',
    );
    expect(screen.queryByText('Largest planet?')).not.toBeInTheDocument();
  });

  it("shows 'No quiz questions found' and 'No videos found' for empty lists", async () => {
    mockLists([], []);
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);

    expect(await screen.findByText('No quiz questions found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByText('No videos found')).toBeInTheDocument();
  });

  it('searches and sorts on the server, keeping both in the URL', async () => {
    const quizzes = [makeQuiz(), makeQuiz({ id: 2, question: 'Largest planet?' })];
    mockLists((query) => quizzes.filter((quiz) => !query.q || quiz.question.includes(query.q)), []);
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table', probe: true });
    await screen.findByText('Largest planet?');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'planet' } });
    expect(await screen.findByText('Showing 1 of 2 quizzes')).toBeInTheDocument();
    expect(currentParams().q).toBe('planet');
    // The total count stays the whole list's.
    expect(screen.getByText('Total quizzes: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Question/ }));
    await waitFor(() => expect(lastListQuery('/quizzes')?.sort).toBe('question:asc'));
    expect(currentParams()).toEqual({ q: 'planet', sort: 'question:asc' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch data' when the load fails", async () => {
    mockApi.fail('get', '/quizzes', 500, 'Internal server error');
    renderWithProviders(<QuizTablePage />);

    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.queryByText('No quiz questions found')).not.toBeInTheDocument();
  });

  it("gives the server's error field as the reason a load failed", async () => {
    const body = { success: false, message: 'Database is busy', error: 'Database is busy' };
    mockApi.get('/quizzes', body, { status: 503 });
    renderWithProviders(<QuizTablePage />);
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByText('Database is busy')).toBeInTheDocument();
  });

  it('links back to the task hub', async () => {
    mockLists([], []);
    renderWithProviders(<QuizTablePage />);
    await screen.findByText('No quiz questions found');
    expect(screen.getByRole('link', { name: 'Back to Task Management' })).toHaveAttribute(
      'href',
      '/task-data',
    );
  });

  it('deletes a quiz after confirmation, confirms and takes it out of the list', async () => {
    let stored = [makeQuiz({ id: 3, question: 'Capital of India?' })];
    mockLists(() => stored, []);
    mockDeleted('/quizzes/3');
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);

    await screen.findByText('Capital of India?');
    stored = [];
    const question = await confirmDelete(user, 'Delete quiz: Capital of India?');
    expect(question).toBe('Are you sure you want to delete this quiz question?');

    expect(await screen.findByText('Quiz/Video deleted successfully!')).toBeInTheDocument();
    expect(mockApi.requestsTo('delete', '/quizzes/3')).toHaveLength(1);
    expect(await screen.findByText('No quiz questions found')).toBeInTheDocument();
    expect(screen.getByText('Total quizzes: 0')).toBeInTheDocument();
  });

  it('deletes a video after confirmation; cancelling deletes nothing', async () => {
    mockLists([], [makeVideo({ id: 8, title: 'Fractions' })]);
    mockDeleted('/videos/8');
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table?list=videos' });

    await confirmDelete(user, 'Delete video: Fractions', 'Cancel');
    await waitForNoConfirmDialog();
    expect(mockApi.requestsTo('delete', '/videos/8')).toEqual([]);

    const question = await confirmDelete(user, 'Delete video: Fractions');
    expect(question).toBe('Are you sure you want to delete this video?');
    expect(await screen.findByText('Quiz/Video deleted successfully!')).toBeInTheDocument();
    expect(mockApi.requestsTo('delete', '/videos/8')).toHaveLength(1);
  });

  it("shows the server's reason, or 'Failed to delete' when there is no answer", async () => {
    mockLists([makeQuiz({ id: 3, question: 'Capital of India?' })], []);
    mockApi.fail('delete', '/quizzes/3', 404, 'Quiz not found');
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);

    await confirmDelete(user, 'Delete quiz: Capital of India?');
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
    mockApi.unreachable('delete', '/quizzes/3');
    await confirmDelete(user, 'Delete quiz: Capital of India?');
    expect(await screen.findByText('Failed to delete')).toBeInTheDocument();
  });

  it('never plays a link that is not http(s)', async () => {
    mockLists([], [makeVideo({ id: 9, title: 'Bad', video_url: 'javascript:alert(1)' })]);
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table?list=videos' });

    expect(await screen.findByText('This video link cannot be played.')).toBeInTheDocument();
    expect(document.querySelector('video, iframe')).toBeNull();
  });

  it('keeps the tab in the URL: ?list=videos opens Videos, and the toggle writes it', async () => {
    mockLists([makeQuiz()], [makeVideo({ id: 5, title: 'Fractions' })]);
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table?list=videos&q=Fra', probe: true });

    expect(await screen.findByText('Total videos: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true');
    // Each list has its own search: switching leaves the other's behind.
    await user.click(screen.getByRole('button', { name: 'Quiz' }));
    expect(await screen.findByText('Total quizzes: 1')).toBeInTheDocument();
    expect(currentParams()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(currentParams()).toEqual({ list: 'videos' });
  });

  it('falls back to the Quiz tab on an unknown ?list value', async () => {
    mockLists([makeQuiz()], []);
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table?list=bogus' });
    expect(await screen.findByText('Total quizzes: 1')).toBeInTheDocument();
  });
});

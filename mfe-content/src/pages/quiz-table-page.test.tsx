import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Quiz, QuizWithVideosResponse, SuccessMessage, Video } from '@rewards/contract';
import {
  confirmDialog,
  mockApi,
  renderWithProviders,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { useLocation } from '@rewards/shared/router';
import QuizTablePage from './quiz-table-page';
import { makeQuiz, makeVideo } from '../test-fixtures';

function mockLists(quizzes: Quiz[], videos: Video[]) {
  mockApi.get<QuizWithVideosResponse>('/quiz-with-videos', { success: true, quizzes, videos });
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
  it("keeps the heading levels in order: the page's h1, then an h2 per quiz and video (axe 'heading-order')", async () => {
    mockLists([makeQuiz()], [makeVideo()]);
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table' });
    const levels = async () =>
      (await screen.findAllByRole('heading')).map((heading) => Number(heading.tagName.slice(1)));
    await screen.findByRole('heading', { name: `1. ${makeQuiz().question}` });
    expect(await levels()).toEqual([1, 2]);
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    await screen.findByRole('heading', { name: makeVideo().title });
    expect(await levels()).toEqual([1, 2]);
  });

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

    const second = await screen.findByRole('heading', { name: '2. Largest planet?' });
    expect(mockApi.requests().map((request) => request.path)).toEqual([
      '/quiz-with-videos?admin=true',
    ]);
    expect(screen.getByText('Total quizzes: 2')).toBeInTheDocument();
    const card = within(second.closest('li') as HTMLElement);
    expect(card.getByText('Correct').previousElementSibling).toHaveTextContent('A. Jupiter');

    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(screen.getByText('Total videos: 2')).toBeInTheDocument();
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
    expect(screen.getByText('No videos found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch data' when the load fails", async () => {
    mockApi.fail('get', '/quiz-with-videos', 500, 'Internal server error');
    renderWithProviders(<QuizTablePage />);

    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it("gives the server's error field as the reason a load failed", async () => {
    const body = { success: false, message: 'Database is busy', error: 'Database is busy' };
    mockApi.get('/quiz-with-videos', body, { status: 503 });
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

  it('deletes a quiz after confirmation, confirms and refreshes the list', async () => {
    mockLists([makeQuiz({ id: 3, question: 'Capital of India?' })], []);
    mockDeleted('/quizzes/3');
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);

    await screen.findByRole('heading', { name: '1. Capital of India?' });
    mockLists([], []);
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
    renderWithProviders(<QuizTablePage />);
    await screen.findByText('No quiz questions found');
    await user.click(screen.getByRole('button', { name: 'Videos' }));

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
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);
    await screen.findByText('No quiz questions found');
    await user.click(screen.getByRole('button', { name: 'Videos' }));

    expect(screen.getByText('This video link cannot be played.')).toBeInTheDocument();
    expect(document.querySelector('video, iframe')).toBeNull();
  });

  it('keeps the tab in the URL: ?list=videos opens Videos, and the toggle writes it', async () => {
    mockLists([makeQuiz()], [makeVideo({ id: 5, title: 'Fractions' })]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <QuizTablePage />
        <ShowSearch />
      </>,
      { route: '/quiz_table?list=videos' },
    );

    expect(await screen.findByText('Total videos: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Quiz' }));
    expect(screen.getByText('Total quizzes: 1')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?list=videos');
  });

  it('falls back to the Quiz tab on an unknown ?list value', async () => {
    mockLists([makeQuiz()], []);
    renderWithProviders(<QuizTablePage />, { route: '/quiz_table?list=bogus' });
    expect(await screen.findByText('Total quizzes: 1')).toBeInTheDocument();
  });
});

function ShowSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

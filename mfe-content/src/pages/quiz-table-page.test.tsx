import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError } from '@rewards/shared';
import type { Quiz, Video } from '@rewards/contract';
import { renderWithProviders } from '@rewards/shared/testing';
import QuizTablePage from './quiz-table-page';
import { makeQuiz, makeVideo } from '../test-fixtures';

function mockLists(quizzes: Quiz[], videos: Video[]) {
  return jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ data: { success: true, quizzes, videos } });
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

type User = ReturnType<typeof userEvent.setup>;

async function confirmDelete(user: User, name: string, answer: 'Delete' | 'Cancel' = 'Delete') {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = within(await screen.findByRole('alertdialog'));
  const question = dialog.getByText(/^Are you sure you want to delete this/).textContent;
  await user.click(dialog.getByRole('button', { name: answer }));
  return question;
}

describe('QuizTablePage', () => {
  it('lists quizzes with the correct option marked, then videos after the toggle', async () => {
    const get = mockLists(
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
    expect(get).toHaveBeenCalledWith('/quiz-with-videos', { params: { admin: true } });
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
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<QuizTablePage />);

    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
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
    const get = mockLists([makeQuiz({ id: 3, question: 'Capital of India?' })], []);
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { success: true } });
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);

    get.mockResolvedValue({ data: { success: true, quizzes: [], videos: [] } });
    const question = await confirmDelete(user, 'Delete quiz: Capital of India?');
    expect(question).toBe('Are you sure you want to delete this quiz question?');

    expect(await screen.findByText('Quiz/Video deleted successfully!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/quizzes/3');
    expect(await screen.findByText('No quiz questions found')).toBeInTheDocument();
    expect(screen.getByText('Total quizzes: 0')).toBeInTheDocument();
  });

  it('deletes a video after confirmation; cancelling deletes nothing', async () => {
    mockLists([], [makeVideo({ id: 8, title: 'Fractions' })]);
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { success: true } });
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);
    await screen.findByText('No quiz questions found');
    await user.click(screen.getByRole('button', { name: 'Videos' }));

    await confirmDelete(user, 'Delete video: Fractions', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    const question = await confirmDelete(user, 'Delete video: Fractions');
    expect(question).toBe('Are you sure you want to delete this video?');
    expect(await screen.findByText('Quiz/Video deleted successfully!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/videos/8');
  });

  it("shows the server's error field, or 'Failed to delete' without one", async () => {
    mockLists([makeQuiz({ id: 3, question: 'Capital of India?' })], []);
    jest
      .spyOn(apiClient, 'delete')
      .mockRejectedValueOnce(new ApiError('Quiz not found', 404, 'Quiz not found'))
      .mockRejectedValueOnce(new ApiError('down', undefined));
    const user = userEvent.setup();
    renderWithProviders(<QuizTablePage />);

    await confirmDelete(user, 'Delete quiz: Capital of India?');
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
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
});

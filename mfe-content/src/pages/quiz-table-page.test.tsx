import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type Quiz, type Video } from '@rewards/shared';
import { renderWithProviders } from '@rewards/shared/testing';
import QuizTablePage from './quiz-table-page';
import { makeQuiz, makeVideo } from '../test-fixtures';

function mockLists(quizzes: Quiz[], videos: Video[]) {
  return jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ data: { success: true, quizzes, videos } });
}

beforeEach(() => jest.restoreAllMocks());

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
    expect(screen.getByLabelText('Uploaded')).toHaveAttribute('src', '/api/uploads/fractions.mp4');
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
});

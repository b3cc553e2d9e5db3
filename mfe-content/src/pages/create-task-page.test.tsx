import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QuizResponse } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders } from '@rewards/shared/testing';
import CreateTaskPage from './create-task-page';
import { makeQuiz, pasteInto } from '../test-fixtures';

// Filling five fields is slow in jsdom on a busy machine.
jest.setTimeout(15_000);

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function mockQuizSaved(options?: { until: Promise<unknown> }) {
  mockApi.post<QuizResponse>('/quizzes', { success: true, data: makeQuiz() }, options);
}

const sentQuizzes = () => mockApi.requestsTo('post', '/quizzes').map((request) => request.body);

async function fillQuiz(user: UserEvent, { skipOptionC = false } = {}) {
  await pasteInto(user, 'Question', 'Capital of India?');
  await pasteInto(user, 'Option A', 'Mumbai');
  await pasteInto(user, 'Option B', 'New Delhi');
  if (!skipOptionC) await pasteInto(user, 'Option C', 'Kolkata');
  await pasteInto(user, 'Option D', 'Chennai');
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
    await pasteInto(user, 'Option D', '   ');
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
    expect(sentQuizzes()).toEqual([
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
    expect(sentQuizzes()).toHaveLength(1);
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

  it("shows the server's error field when it sends one, even for a server error", async () => {
    const body = { success: false, message: 'Database is busy', error: 'Database is busy' };
    mockApi.post('/quizzes', body, { status: 503 });
    const user = userEvent.setup();
    renderWithProviders(<CreateTaskPage />);
    await fillQuiz(user);
    await user.click(screen.getByRole('radio', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save quiz')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import TaskHubPage from './task-hub-page';

describe('TaskHubPage', () => {
  it('offers the two cards: Add Quiz to /quiz_form and Table Quiz to /quiz_table', () => {
    renderWithProviders(<TaskHubPage />, { route: '/task-data' });
    expect(screen.getByRole('heading', { level: 1, name: 'Task Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Quiz' })).toHaveAttribute('href', '/quiz_form');
    expect(screen.getByRole('link', { name: 'Table Quiz' })).toHaveAttribute('href', '/quiz_table');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});

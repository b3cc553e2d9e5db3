/** What the jump palette's tests share (never imported by app code). */
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { User, UserListResponse } from '@rewards/contract';
import type { Role } from '@rewards/contract/permissions';
import { Route, Routes, useLocation } from '@rewards/shared/router';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { JumpPaletteHost } from './jump-palette-host';
import { closeJumpPalette } from './jump-palette-store';

export function answerSearch(users: User[]) {
  mockApi.get<UserListResponse>('/users', {
    success: true,
    data: {
      rows: users,
      total: users.length,
      totalIsEstimate: false,
      nextCursor: null,
      position: 0,
    },
  });
}

/** A page as the admin frame shows it: its heading in <main>, and where the admin is. */
function Page() {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>Page {pathname}</h1>
      <output data-testid="path">{pathname}</output>
    </main>
  );
}

/** The palette over a page, at `route`, for an admin of the role; `extra` renders beside it. */
export function renderHost(as: Role = 'owner', route = '/dashboard', extra: ReactNode = null) {
  // The palette's open state is a module store: every test starts with it closed.
  closeJumpPalette();
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      {extra}
      <JumpPaletteHost />
    </>,
    { route, as },
  );
}

export const path = () => screen.getByTestId('path').textContent;

/** The palette's field, once the dialog has moved the focus into it. */
export async function field() {
  const input = await screen.findByRole('combobox', { name: /Screen or user/ });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

export const paletteClosed = () =>
  waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());

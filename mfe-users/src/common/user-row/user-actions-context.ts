import { createContext, useContext } from 'react';
import type { UserActions } from './use-user-actions';

/**
 * The row cells read the actions and the clock from context rather than from the column
 * definitions, so the columns stay one module-level constant and a saving row re-renders
 * its cells, never the table. Two contexts: the clock ticks every few seconds and only the
 * Pause/Block Date cells need it.
 */
const UserActionsContext = createContext<UserActions | null>(null);
const ClockContext = createContext<number>(0);

export const UserActionsProvider = UserActionsContext.Provider;
/** The clock the '(Expired)' mark is computed against; ticks while the page is open. */
export const ClockProvider = ClockContext.Provider;

export function useUserActionsContext(): UserActions {
  const actions = useContext(UserActionsContext);
  if (!actions) throw new Error('User cells must be rendered inside <UserActionsProvider>');
  return actions;
}

export const useClock = () => useContext(ClockContext);

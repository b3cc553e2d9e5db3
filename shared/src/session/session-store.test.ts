import { useSessionStore } from './session-store';

describe('session store', () => {
  beforeEach(() => useSessionStore.setState({ status: 'unknown', admin: null, expired: false }));

  it('clears cached lists on sign out', () => {
    window.localStorage.setItem('users', '[1,2]');
    useSessionStore.getState().signIn({ id: 1, email: 'a@b.co', name: 'A' });
    useSessionStore.getState().signOut();
    expect(window.localStorage.getItem('users')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-out',
      admin: null,
      expired: false,
    });
  });

  it('remembers that the server ended an active session', () => {
    useSessionStore.getState().signIn({ id: 1, email: 'a@b.co', name: 'A' });
    useSessionStore.getState().expire();
    expect(useSessionStore.getState().expired).toBe(true);
  });

  it('does not report expiry when nobody was signed in', () => {
    useSessionStore.getState().expire();
    expect(useSessionStore.getState().expired).toBe(false);
  });
});

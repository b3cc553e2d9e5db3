import { makeAdmin } from '@rewards/shared/testing';
import { useSessionStore } from './session-store';

const admin = makeAdmin('support');

describe('session store', () => {
  beforeEach(() => useSessionStore.setState({ status: 'unknown', admin: null, endedBy: null }));

  it('clears cached lists on sign out and remembers it was a logout', () => {
    window.localStorage.setItem('users', '[1,2]');
    useSessionStore.getState().signIn(admin);
    useSessionStore.getState().signOut();
    expect(window.localStorage.getItem('users')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-out',
      admin: null,
      endedBy: 'logout',
    });
  });

  it('remembers that the server ended an active session', () => {
    window.localStorage.setItem('users', '[1]');
    useSessionStore.getState().signIn(admin);
    useSessionStore.getState().expire();
    expect(useSessionStore.getState().endedBy).toBe('server');
    expect(window.localStorage.getItem('users')).toBeNull();
  });

  it('does not report an ended session when nobody was signed in', () => {
    useSessionStore.getState().expire();
    expect(useSessionStore.getState().endedBy).toBeNull();
    useSessionStore.getState().markSignedOut();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', endedBy: null });
  });
});

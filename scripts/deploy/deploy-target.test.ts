import { parseDeployTarget } from './deploy-target';

describe('where a deploy says its versions are public', () => {
  it('is the remote origin REMOTE_ORIGINS declares, so no --url is needed behind a proxy', () => {
    const env = { REMOTE_ORIGINS: 'mfe-users=https://users.example.com' };
    expect(parseDeployTarget(['mfe-users'], env).baseUrl).toBe(
      'https://users.example.com/versions/',
    );
    // Another remote's entry does not apply: the local server, as without REMOTE_ORIGINS.
    expect(parseDeployTarget(['mfe-content'], env).baseUrl).toBe('http://localhost:3003/versions/');
  });

  it('is what --url says, whatever REMOTE_ORIGINS declares', () => {
    const env = { REMOTE_ORIGINS: 'mfe-users=https://users.example.com' };
    const argv = ['mfe-users', '--url', 'https://cdn.example.com/users/versions'];
    expect(parseDeployTarget(argv, env).baseUrl).toBe('https://cdn.example.com/users/versions/');
  });

  it('stops on a REMOTE_ORIGINS the shell would refuse', () => {
    expect(() =>
      parseDeployTarget(['mfe-users'], { REMOTE_ORIGINS: 'mfe-nope=https://x.example' }),
    ).toThrow(/REMOTE_ORIGINS: "mfe-nope" is not a remote/);
  });
});

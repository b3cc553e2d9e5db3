import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, normaliseApiError, serverErrorOr, serverMessageOr } from './api-error';

function axiosFailure(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('normaliseApiError', () => {
  it('keeps the server message and status', () => {
    const error = normaliseApiError(
      axiosFailure(404, { success: false, message: 'User not found' }),
    );
    expect(error.message).toBe('User not found');
    expect(error.status).toBe(404);
  });

  it('falls back to the error field used by quiz and video deletes', () => {
    const error = normaliseApiError(axiosFailure(409, { error: 'Quiz is in use' }));
    expect(error.message).toBe('Quiz is in use');
    expect(error.serverError).toBe('Quiz is in use');
  });

  it('explains a network failure', () => {
    const error = normaliseApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/could not be reached/);
  });

  it('uses the screen fallback for server errors but the server text for 4xx', () => {
    expect(
      serverMessageOr(axiosFailure(500, { message: 'Internal server error' }), 'Server error'),
    ).toBe('Server error');
    expect(serverMessageOr(axiosFailure(409, { message: 'Payment already approved' }), 'x')).toBe(
      'Payment already approved',
    );
  });
});

describe('an answer without a message of its own', () => {
  it('says in words what went wrong and what to do, never "Request failed (500)"', () => {
    expect(normaliseApiError(axiosFailure(500, '<html>Bad gateway</html>')).message).toBe(
      'The server ran into a problem. Try again in a minute; if it keeps failing, tell the technical team.',
    );
    expect(
      normaliseApiError(axiosFailure(500, { message: 'Internal server error' })).message,
    ).toMatch(/^The server ran into a problem/);
    expect(normaliseApiError(axiosFailure(400, {})).message).toBe(
      'The server did not accept the request. Reload the page and try again.',
    );
    expect(normaliseApiError(axiosFailure(503, '')).message).toBe(
      'The server is not answering right now. Try again in a minute.',
    );
    expect(normaliseApiError(axiosFailure(429, null)).message).toBe(
      'Too many requests. Wait a minute and try again.',
    );
  });

  it('keeps a server message that says something, on a 5xx too', () => {
    const error = normaliseApiError(
      axiosFailure(503, { message: 'Database unavailable, try again shortly' }),
    );
    expect(error.message).toBe('Database unavailable, try again shortly');
  });
});

describe('ApiError.isClientError', () => {
  it('is true only for answers in the 4xx range', () => {
    expect(new ApiError('Bad', 400).isClientError).toBe(true);
    expect(new ApiError('Gone', 499).isClientError).toBe(true);
    expect(new ApiError('Boom', 500).isClientError).toBe(false);
    expect(new ApiError('Unreachable', undefined).isClientError).toBe(false);
    expect(new ApiError('Odd', 302).isClientError).toBe(false);
  });
});

describe('serverErrorOr', () => {
  it("prefers the server's error field, even on a 5xx, then falls back like serverMessageOr", () => {
    const withError = axiosFailure(500, { message: 'Database locked', error: 'Database locked' });
    expect(serverErrorOr(withError, 'Failed')).toBe('Database locked');
    expect(serverErrorOr(axiosFailure(500, { message: 'Internal server error' }), 'Failed')).toBe(
      'Failed',
    );
    expect(serverErrorOr(axiosFailure(400, { message: 'question is required' }), 'Failed')).toBe(
      'question is required',
    );
  });
});

import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { UploadProgress } from '@rewards/shared/ui-forms';
import { apiClient } from '../api/http-client';
import { uploadFailureReason, type UploadRequestOptions } from '../api/upload';
import { useUpload } from './use-upload';

const post = (options: UploadRequestOptions) => apiClient.post('/uploads-probe', 'x', options);

describe('useUpload', () => {
  it('reports the percent the browser has sent, then null when done', async () => {
    const { result } = renderHook(() => useUpload());
    expect(result.current.percent).toBeNull();
    let finish: () => void = () => undefined;
    let sent: Promise<string> = Promise.resolve('');
    act(() => {
      sent = result.current.send(async (options) => {
        expect(options.timeout).toBe(0);
        options.onUploadProgress({ loaded: 42, total: 100, bytes: 42, lengthComputable: true });
        await new Promise<void>((resolve) => (finish = resolve));
        return 'stored';
      });
    });
    expect(result.current.percent).toBe(42);
    await act(async () => finish());
    await expect(sent).resolves.toBe('stored');
    expect(result.current.percent).toBeNull();
  });

  it('Cancel aborts the request through the shared client: it rejects as cancelled', async () => {
    mockApi.pending('post', '/uploads-probe');
    const { result } = renderHook(() => useUpload());
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.send(post);
    });
    await waitFor(() => expect(mockApi.requestsTo('post', '/uploads-probe')).toHaveLength(1));
    let failure: unknown;
    await act(async () => {
      result.current.cancel();
      failure = await sent.catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ cancelled: true });
    expect(uploadFailureReason(failure)).toBe('Upload cancelled');
    expect(result.current.percent).toBeNull();
  });

  it("says why an upload failed: the server's message, or a network error", async () => {
    const { result } = renderHook(() => useUpload());
    mockApi.fail('post', '/uploads-probe', 413, 'File too large (max 200 MB)');
    const attempt = async () => {
      let failure: unknown;
      await act(async () => {
        failure = await result.current.send(post).catch((error: unknown) => error);
      });
      return uploadFailureReason(failure);
    };
    expect(await attempt()).toBe('File too large (max 200 MB)');

    mockApi.unreachable('post', '/uploads-probe');
    expect(await attempt()).toMatch(/^Network error/);
  });
});

describe('<UploadProgress>', () => {
  it('shows the percent in a progress bar and a Cancel button; nothing when idle', async () => {
    const cancel = jest.fn();
    const { rerender } = renderWithProviders(
      <UploadProgress percent={37} onCancel={cancel} label="Uploading banner" />,
    );
    expect(screen.getByText('Uploading banner 37%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading banner 37%' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(cancel).toHaveBeenCalledTimes(1);

    rerender(<UploadProgress percent={null} onCancel={cancel} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

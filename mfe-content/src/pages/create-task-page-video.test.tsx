import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { VideoResponse } from '@rewards/contract';
import { deferred, mockApi, renderWithProviders } from '@rewards/shared/testing';
import CreateTaskPage from './create-task-page';
import { makeFile, makeVideo, pasteInto } from '../test-fixtures';

// Filling the form is slow in jsdom on a busy machine.
jest.setTimeout(15_000);

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function mockVideoSaved(options?: { until: Promise<unknown> }) {
  mockApi.post<VideoResponse>('/videos', { success: true, data: makeVideo() }, options);
}

/** The page on its Video form; answers the user driving it. */
async function openVideoForm() {
  const user = userEvent.setup();
  renderWithProviders(<CreateTaskPage />);
  await user.click(screen.getByRole('button', { name: 'Video' }));
  return user;
}

/** Sends the form with a title and a chosen MP4 file. */
async function sendFile(user: UserEvent) {
  await pasteInto(user, 'Title', 'Lesson');
  await user.upload(screen.getByLabelText('Video file'), makeFile('lesson.mp4', 'video/mp4'));
  await user.click(screen.getByRole('button', { name: 'Add Video' }));
}

const sentVideos = () => mockApi.requestsTo('post', '/videos').map((request) => request.body);

describe('CreateTaskPage — video form', () => {
  it("asks for a title and a URL or file: 'Please provide a title and either URL or file!'", async () => {
    const user = await openVideoForm();
    expect(screen.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    await pasteInto(user, 'Title', 'Fractions');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(
      await screen.findByText('Please provide a title and either URL or file!'),
    ).toBeInTheDocument();
    expect(mockApi.requests()).toEqual([]);
  });

  it('posts a video URL as JSON and confirms', async () => {
    mockVideoSaved();
    const user = await openVideoForm();
    await pasteInto(user, 'Title', 'Fractions');
    await pasteInto(user, 'Video URL', 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(sentVideos()).toEqual([
      { title: 'Fractions', video_url: 'https://youtu.be/dQw4w9WgXcQ' },
    ]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('uploads a chosen file as multipart, and choosing a file clears the URL', async () => {
    mockApi.fail('post', '/videos', 500, 'Internal server error');
    const user = await openVideoForm();
    await pasteInto(user, 'Title', 'Lesson');
    await pasteInto(user, 'Video URL', 'https://example.com/a.mp4');
    const file = makeFile('lesson.mp4', 'video/mp4');
    await user.upload(screen.getByLabelText('Video file'), file);
    expect(screen.getByLabelText('Video URL')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByText('Failed to upload video')).toBeInTheDocument();
    const [body] = sentVideos();
    expect((body as FormData).get('title')).toBe('Lesson');
    const sent = (body as FormData).get('videoFile') as File;
    expect(sent.name).toBe('lesson.mp4');
    expect(await sent.text()).toBe(await file.text());
  });

  it('typing a URL clears a chosen file; the file input offers video types', async () => {
    mockVideoSaved();
    const user = await openVideoForm();
    const fileInput = screen.getByLabelText<HTMLInputElement>('Video file');
    expect(fileInput.accept).toMatch(/video\/mp4/);
    expect(fileInput.accept.split(',').every((type) => /^(video\/|\.)/.test(type))).toBe(true);
    await user.upload(fileInput, makeFile('lesson.mp4', 'video/mp4'));
    expect(fileInput.files).toHaveLength(1);
    await pasteInto(user, 'Video URL', 'https://youtu.be/dQw4w9WgXcQ');
    expect(fileInput.value).toBe('');
    await pasteInto(user, 'Title', 'Lesson');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));

    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(sentVideos()).toEqual([{ title: 'Lesson', video_url: 'https://youtu.be/dQw4w9WgXcQ' }]);
  });

  it('shows upload progress for a file and refuses a second click while it runs', async () => {
    const response = deferred<void>();
    mockVideoSaved({ until: response.promise });
    const user = await openVideoForm();
    await sendFile(user);

    // The mock server reports the upload's progress only once it answers: 0% until then.
    expect(await screen.findByText('Uploading 0%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const busy = screen.getByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await user.click(busy);
    expect(sentVideos()).toHaveLength(1);

    response.resolve();
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused video", async () => {
    mockApi.fail('post', '/videos', 400, 'Please upload a video file');
    const user = await openVideoForm();
    await sendFile(user);
    expect(await screen.findByText('Please upload a video file')).toBeInTheDocument();
  });

  it('Clear empties the title, URL and file', async () => {
    const user = await openVideoForm();
    await pasteInto(user, 'Title', 'Lesson');
    await pasteInto(user, 'Video URL', 'https://example.com/a.mp4');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Video URL')).toHaveValue('');
  });

  it('Cancel aborts a running file upload and keeps the form filled in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.pending('post', '/videos');
    const user = await openVideoForm();
    await sendFile(user);
    expect(await screen.findByText('Uploading 0%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Lesson');
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeEnabled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("says 'Network error' when a file upload reaches no server", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.unreachable('post', '/videos');
    const user = await openVideoForm();
    await sendFile(user);
    expect(await screen.findByText('Failed to upload video')).toBeInTheDocument();
    expect(
      screen.getByText(/^Network error: the upload did not reach the server/),
    ).toBeInTheDocument();
  });
});

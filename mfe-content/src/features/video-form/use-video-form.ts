import { useRef, useState, type FormEvent } from 'react';
import {
  normaliseApiError,
  serverMessageOr,
  uploadFailureReason,
  usePendingActions,
  useUpload,
} from '@rewards/shared';
import { notify } from '@rewards/shared/ui-admin';
import { createVideoFromUrl, uploadVideoFile } from './video-form-api';

/** docs/product.md#quizzes-and-videos: a title plus either a URL or a file. */
const VIDEO_INCOMPLETE = 'Please provide a title and either URL or file!';

/** What the file input offers: the video types the API recognises by their bytes. */
export const VIDEO_ACCEPT =
  'video/mp4,video/quicktime,video/webm,video/x-matroska,video/ogg,.mp4,.mov,.webm,.mkv,.ogv';

const SAVE = 'save-video';

/**
 * State and submit logic of the video form. A URL and a file are alternatives: choosing one
 * clears the other (docs/product.md#quizzes-and-videos), so the admin always sees what will be
 * sent.
 */
export function useVideoForm() {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, isPending } = usePendingActions();
  const transfer = useUpload();
  // A file input cannot be controlled; the ref lets a typed URL empty it.
  const fileInput = useRef<HTMLInputElement>(null);

  const resetFileInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  const changeTitle = (value: string) => {
    setTitle(value);
    setProblem(null);
  };

  const changeUrl = (value: string) => {
    setUrl(value);
    setProblem(null);
    if (value) {
      setFile(null);
      resetFileInput();
    }
  };

  const changeFile = (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    if (chosen) setUrl('');
  };

  const clear = () => {
    setTitle('');
    setUrl('');
    setFile(null);
    setProblem(null);
    resetFileInput();
  };

  const saving = isPending(SAVE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleanTitle = title.trim();
    const cleanUrl = url.trim();
    if (!cleanTitle || (!cleanUrl && !file)) {
      setProblem(VIDEO_INCOMPLETE);
      return;
    }
    await run(SAVE, async () => {
      try {
        if (file) await transfer.send((options) => uploadVideoFile(cleanTitle, file, options));
        else await createVideoFromUrl(cleanTitle, cleanUrl);
        notify('success', 'Video uploaded successfully!');
        clear();
      } catch (error) {
        // Cancelled on purpose: say so and keep the form filled in for another try.
        if (normaliseApiError(error).cancelled) {
          notify('info', 'Upload cancelled');
          return;
        }
        console.error('[mfe-content] video save failed', error);
        if (file) notify('error', 'Failed to upload video', uploadFailureReason(error));
        else notify('error', serverMessageOr(error, 'Failed to upload video'));
      }
    });
  };

  return {
    title,
    url,
    file,
    problem,
    percent: transfer.percent,
    cancelUpload: transfer.cancel,
    saving,
    fileInput,
    changeTitle,
    changeUrl,
    changeFile,
    clear,
    submit,
  };
}

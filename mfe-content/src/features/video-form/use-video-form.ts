import { useRef, useState, type FormEvent } from 'react';
import { notify } from '@rewards/shared/ui-admin';
import { serverErrorOr } from '../../api/server-error';
import { createVideoFromUrl, uploadVideoFile } from '../../api/videos-api';

/** Spec section 5: a title plus either a URL or a file. */
export const VIDEO_INCOMPLETE = 'Please provide a title and either URL or file!';

/**
 * State and submit logic of the video form. A URL and a file are alternatives: choosing one
 * clears the other (spec section 5), so the admin always sees what will be sent.
 */
export function useVideoForm() {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
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

  const saving = progress !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const cleanTitle = title.trim();
    const cleanUrl = url.trim();
    if (!cleanTitle || (!cleanUrl && !file)) {
      setProblem(VIDEO_INCOMPLETE);
      return;
    }
    setProgress(0);
    try {
      if (file) await uploadVideoFile(cleanTitle, file, setProgress);
      else await createVideoFromUrl(cleanTitle, cleanUrl);
      notify('success', 'Video uploaded successfully!');
      clear();
    } catch (error) {
      notify('error', serverErrorOr(error, 'Failed to upload video'));
    } finally {
      setProgress(null);
    }
  };

  return {
    title,
    url,
    file,
    problem,
    progress,
    saving,
    fileInput,
    changeTitle,
    changeUrl,
    changeFile,
    clear,
    submit,
  };
}

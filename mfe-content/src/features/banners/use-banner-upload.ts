import { useState } from 'react';
import {
  normaliseApiError,
  uploadFailureReason,
  usePendingActions,
  useUpload,
} from '@rewards/shared';
import { notify } from '@rewards/shared/ui-admin';
import { uploadBanner } from './banners-api';
import { bannerFileProblem, BANNER_MESSAGES, SUCCESS_NOTICE_MS } from './banner-rules';
import { useTimedNotice } from './use-timed-notice';

const UPLOAD = 'upload';

/** Choosing, checking and uploading the banner; `onUploaded` refreshes the history. */
export function useBannerUpload(onUploaded: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const success = useTimedNotice(SUCCESS_NOTICE_MS);
  const { run, isPending } = usePendingActions();
  const transfer = useUpload();

  const choose = (chosen: File) => {
    const refusal = bannerFileProblem(chosen);
    setProblem(refusal);
    setFile(refusal ? null : chosen);
    success.hide();
  };

  const discard = () => {
    setFile(null);
    setProblem(null);
  };

  const upload = () => {
    if (!file) {
      setProblem(BANNER_MESSAGES.missing);
      return;
    }
    void run(UPLOAD, async () => {
      try {
        await transfer.send((options) => uploadBanner(file, options));
        setFile(null);
        success.show(BANNER_MESSAGES.uploaded);
        onUploaded();
      } catch (error) {
        // Cancelled on purpose: say so, keep the file for another try, log nothing.
        if (normaliseApiError(error).cancelled) {
          notify('info', 'Upload cancelled');
          return;
        }
        console.error('[mfe-content] banner upload failed', error);
        notify('error', 'Upload failed', uploadFailureReason(error));
      }
    });
  };

  return {
    file,
    problem,
    notice: success.notice,
    uploading: isPending(UPLOAD),
    percent: transfer.percent,
    cancel: transfer.cancel,
    choose,
    discard,
    upload,
  };
}

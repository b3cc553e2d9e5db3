import type { FastifyRequest } from 'fastify';
import { detectVideo } from '../lib/file-type';
import { badRequest, tooLarge } from '../lib/http-error';
import type { UploadStore } from '../storage/upload-store';
import { VIDEO_TITLE_MAX } from '@rewards/contract';

export const VIDEO_MISSING_MESSAGE = 'Please provide a title and either URL or file!';

/**
 * Reads a multipart {title, videoFile} request, streaming the file into the upload store
 * under the size cap. Returns the trimmed title and the stored file name; on any failure
 * nothing is kept.
 */
export async function readVideoUpload(
  request: FastifyRequest,
  store: UploadStore,
  maxMb: number,
): Promise<{ title: string; fileName: string }> {
  let title: string | undefined;
  let stored: string | null = null;
  const tooBig = () => tooLarge(`Video file must be at most ${maxMb} MB`);
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 5 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'videoFile' || stored) {
          part.file.resume();
          throw badRequest(`${part.fieldname} is not an allowed field`);
        }
        const result = await store.save(part.file, detectVideo);
        if (!result.ok)
          throw result.reason === 'too-large' ? tooBig() : badRequest('Please upload a video file');
        stored = result.name;
      } else {
        if (part.fieldname !== 'title')
          throw badRequest(`${part.fieldname} is not an allowed field`);
        title = String(part.value).trim();
      }
    }
    if (!stored || !title) throw badRequest(VIDEO_MISSING_MESSAGE);
    if (title.length > VIDEO_TITLE_MAX)
      throw badRequest(`Title must be at most ${VIDEO_TITLE_MAX} characters`);
    return { title, fileName: stored };
  } catch (error) {
    await store.remove([stored]);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw error;
  }
}

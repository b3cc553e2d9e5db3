import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { badRequest } from '../lib/http-error';
import {
  IdParams,
  responses,
  SuccessMessage,
  VideoJsonBody,
  VideoMultipartBody,
  VideoResponse,
} from '@rewards/contract';
import { createVideo, deleteVideo, uploadUrl } from './video-service';
import { changeContext } from '../lib/request-change-context';
import { readVideoUpload, VIDEO_MISSING_MESSAGE } from './video-upload';

const tags = ['videos'];
const URL_MESSAGE = 'Video URL must be an http or https URL';

function checkHttpUrl(value: string): string {
  if (!URL.canParse(value)) throw badRequest(URL_MESSAGE);
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(URL_MESSAGE);
  return url.toString();
}

export const videosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/videos',
    {
      schema: {
        tags,
        summary: 'Add a video: JSON {title, video_url} or multipart {title, videoFile}',
        body: {
          content: {
            'application/json': { schema: VideoJsonBody },
            'multipart/form-data': { schema: VideoMultipartBody },
          },
        },
        response: responses({ 200: VideoResponse }, [413]),
      },
      config: { permission: 'content:write', errorField: true, longBody: true },
      schemaErrorFormatter: (errors) => {
        const first = errors[0] as { message?: string; instancePath?: string } | undefined;
        if (first?.message?.endsWith('is required')) return new Error(VIDEO_MISSING_MESSAGE);
        if (first?.instancePath === '/video_url') return new Error(URL_MESSAGE);
        return new Error(first?.message ?? 'Invalid request');
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      if (request.isMultipart()) {
        const upload = await readVideoUpload(request, app.uploads, app.config.videoMaxMb);
        try {
          const data = await createVideo(app.db, ctx, {
            title: upload.title,
            videoUrl: uploadUrl(upload.fileName),
            fileName: upload.fileName,
          });
          return { success: true as const, data };
        } catch (error) {
          await app.uploads.remove([upload.fileName]);
          throw error;
        }
      }
      // Only a JSON body was validated against the schema; anything else has no body here.
      if (
        request.mediaType !== 'application/json' ||
        typeof request.body !== 'object' ||
        request.body === null
      ) {
        throw badRequest(VIDEO_MISSING_MESSAGE);
      }
      const body = request.body as Static<typeof VideoJsonBody>;
      const data = await createVideo(app.db, ctx, {
        title: body.title,
        videoUrl: checkHttpUrl(body.video_url),
        fileName: null,
      });
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/videos/:id',
    {
      schema: {
        tags,
        summary: 'Delete a video and its file',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
      config: { permission: 'content:write', errorField: true },
    },
    async (request) => {
      const fileName = await deleteVideo(app.db, changeContext(request), request.params.id);
      await app.uploads.remove([fileName]);
      return { success: true as const, message: 'Video deleted' };
    },
  );
};

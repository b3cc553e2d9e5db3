import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { detectImage } from '../lib/file-type';
import { badRequest, tooLarge } from '../lib/http-error';
import type { UploadStore } from '../storage/upload-store';
import {
  Banner,
  BannerMultipartBody,
  BannerResponse,
  IdParams,
  responses,
  SuccessMessage,
} from '@rewards/contract';
import { BANNER_MAX_BYTES, deleteBanner, listBanners, replaceBanner } from './banner-service';
import { changeContext } from '../lib/request-change-context';

const tags = ['banners'];
const MISSING = 'Please upload at least one banner.';
const TOO_LARGE = 'File size must be less than 5MB';

/**
 * Stores the banner: exactly one file, named banner, at most 5 MB, and an image by content.
 * The whole body is read, so a second file or a broken body is refused, not ignored; on any
 * refusal nothing is kept. The name and declared type are the client's claims; only the
 * bytes decide.
 */
async function saveBanner(request: FastifyRequest, store: UploadStore): Promise<string> {
  if (!request.isMultipart()) throw badRequest(MISSING);
  let stored: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: BANNER_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'banner' || stored) {
        part.file.resume();
        throw badRequest(MISSING);
      }
      const result = await store.save(part.file, detectImage);
      if (!result.ok) {
        if (result.reason === 'too-large') throw tooLarge(TOO_LARGE);
        throw badRequest(result.reason === 'empty' ? MISSING : 'Please upload an image file');
      }
      stored = result.name;
    }
    if (!stored) throw badRequest(MISSING);
    return stored;
  } catch (error) {
    await store.remove([stored]);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(TOO_LARGE);
    throw error;
  }
}

export const bannersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home-data',
    {
      config: { permission: 'content:read' },
      schema: {
        tags,
        summary: 'Banners (a bare array, newest first; deprecated: every row at once)',
        description:
          'Kept for compatibility; the banner page reads `GET /api/banners` a page at a time.',
        deprecated: true,
        response: responses({ 200: Type.Array(Banner) }),
      },
    },
    async () => listBanners(app.db),
  );

  app.post(
    '/api/home-data',
    {
      config: { permission: 'content:write', longBody: true },
      schema: {
        tags,
        summary: 'Upload the banner (replaces the current one)',
        body: { content: { 'multipart/form-data': { schema: BannerMultipartBody } } },
        response: responses({ 200: BannerResponse }, [413]),
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      const fileName = await saveBanner(request, app.uploads);
      let result: Awaited<ReturnType<typeof replaceBanner>>;
      try {
        result = await replaceBanner(app.db, ctx, fileName);
      } catch (error) {
        await app.uploads.remove([fileName]);
        throw error;
      }
      await app.uploads.remove(result.oldFiles);
      return {
        success: true as const,
        message: 'Banner updated successfully!',
        data: result.banner,
      };
    },
  );

  app.delete(
    '/api/home-data/:id',
    {
      config: { permission: 'content:write' },
      schema: {
        tags,
        summary: 'Delete a banner and its image',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
    },
    async (request) => {
      const fileName = await deleteBanner(app.db, changeContext(request), request.params.id);
      await app.uploads.remove([fileName]);
      return { success: true as const, message: 'Banner deleted' };
    },
  );
};

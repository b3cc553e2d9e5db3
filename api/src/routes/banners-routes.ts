import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { uploadsDir } from '../config';
import { detectImage } from '../lib/file-type';
import { badRequest, tooLarge } from '../lib/http-error';
import { removeUploads } from '../lib/upload-files';
import { writeUpload } from '../lib/stream-upload';
import { BANNER_MAX_BYTES } from '../plugins/web-plugins';
import {
  Banner,
  BannerMultipartBody,
  BannerResponse,
  IdParams,
  responses,
  SuccessMessage,
} from '@rewards/contract';
import { deleteBanner, listBanners, replaceBanner } from '../services/banner-service';
import { changeContext } from './change-context';

const tags = ['banners'];
const MISSING = 'Please upload at least one banner.';

/**
 * The banner's bytes, checked: exactly one file, named banner, at most 5 MB, and an image by
 * content. The whole body is read, so a second file or a broken body is refused, not ignored.
 */
async function readBanner(request: FastifyRequest): Promise<{ bytes: Buffer; ext: string }> {
  if (!request.isMultipart()) throw badRequest(MISSING);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: BANNER_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'banner') {
        part.file.resume();
        throw badRequest(MISSING);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge('File size must be less than 5MB');
    throw error;
  }
  if (!bytes || bytes.length === 0) throw badRequest(MISSING);
  // The name and declared type are the client's claims; only the bytes decide.
  const detected = detectImage(bytes);
  if (!detected) throw badRequest('Please upload an image file');
  return { bytes, ext: detected.ext };
}

export const bannersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dir = uploadsDir(app.config);

  app.get(
    '/api/home-data',
    {
      config: { permission: 'content:read' },
      schema: {
        tags,
        summary: 'Banners (a bare array, newest first)',
        response: responses({ 200: Type.Array(Banner) }),
      },
    },
    async () => listBanners(app.db),
  );

  app.post(
    '/api/home-data',
    {
      config: { permission: 'content:write' },
      schema: {
        tags,
        summary: 'Upload the banner (replaces the current one)',
        body: { content: { 'multipart/form-data': { schema: BannerMultipartBody } } },
        response: responses({ 200: BannerResponse }, [413]),
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      const { bytes, ext } = await readBanner(request);
      const fileName = await writeUpload(dir, bytes, ext);
      let result: Awaited<ReturnType<typeof replaceBanner>>;
      try {
        result = await replaceBanner(app.db, ctx, fileName);
      } catch (error) {
        await removeUploads(dir, [fileName]);
        throw error;
      }
      await removeUploads(dir, result.oldFiles);
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
      schema: { tags, params: IdParams, response: responses({ 200: SuccessMessage }, [404]) },
    },
    async (request) => {
      const fileName = await deleteBanner(app.db, changeContext(request), request.params.id);
      await removeUploads(dir, [fileName]);
      return { success: true as const, message: 'Banner deleted' };
    },
  );
};

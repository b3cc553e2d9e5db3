import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { mimeForStoredName } from '../lib/file-type';
import { notFound } from '../lib/http-error';
import { sendStoredFile } from '../storage/send-file';
import { isContentUpload } from './upload-references';
import { STORED_NAME } from '../storage/stored-name';
import { responses, StrictObject } from '@rewards/contract';

// Only "<uuid>.<known ext>" passes, so "..", slashes and encoded separators never reach the
// filesystem.
const UploadParams = StrictObject({
  name: Type.String({ pattern: STORED_NAME.source, maxLength: 64 }),
});

export const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/uploads/:name',
    {
      config: { permission: 'content:read' },
      schema: {
        tags: ['uploads'],
        summary:
          'A stored banner or video (content:read); payment proofs: /api/wallet/:id/screenshot',
        params: UploadParams,
        response: responses({ 200: Type.Unsafe({ type: 'string', format: 'binary' }) }, [404]),
      },
    },
    async (request, reply) => {
      const mime = mimeForStoredName(request.params.name);
      // Authorised by what the file belongs to: only content files are served here; a file
      // no banner or video names (a payment proof, an orphan) is not found.
      if (!mime || !(await isContentUpload(app.db, request.params.name))) {
        throw notFound('File not found');
      }
      return sendStoredFile(
        reply,
        await app.uploads.open(request.params.name),
        mime,
        'File not found',
      );
    },
  );
};

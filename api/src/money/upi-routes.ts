import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkImageDataUrl } from '../lib/image-data-url';
import { responses, SuccessMessage, UPI_MESSAGE, UpiBody, UpiResponse } from '@rewards/contract';
import { getUpi, updateUpi } from './upi-service';
import { changeContext } from '../lib/request-change-context';

const tags = ['upi'];

export const upiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/get-upi',
    {
      config: { permission: 'upi:manage' },
      schema: {
        tags,
        summary: 'The UPI ID and QR image',
        response: responses({ 200: UpiResponse }),
      },
    },
    async () => ({
      success: true as const,
      ...(await getUpi(app.db)),
    }),
  );

  app.post(
    '/api/update-upi',
    {
      config: { permission: 'upi:manage' },
      schema: {
        tags,
        summary: 'Set the UPI ID and QR image',
        body: UpiBody,
        response: responses({ 200: SuccessMessage }, [413]),
      },
      schemaErrorFormatter: (errors) => {
        const first = errors[0] as { message?: string; instancePath?: string } | undefined;
        return new Error(
          first?.instancePath === '/upiId' ? UPI_MESSAGE : (first?.message ?? 'Invalid request'),
        );
      },
    },
    async (request) => {
      if (request.body.qrCode !== null) checkImageDataUrl(request.body.qrCode);
      await updateUpi(app.db, changeContext(request), {
        upiId: request.body.upiId,
        qrCode: request.body.qrCode,
      });
      return { success: true as const, message: 'UPI details updated' };
    },
  );
};

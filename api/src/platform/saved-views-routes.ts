import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EditSavedViewBody,
  IdParams,
  NewSavedViewBody,
  responses,
  SAVED_VIEW_LISTS,
  SavedViewListResponse,
  SavedViewResponse,
  SavedViewsQuery,
  SuccessMessage,
  viewKeys,
} from '@rewards/contract';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views';
import { changeContext } from '../lib/request-change-context';

const tags = ['saved views'];
// Every admin keeps views of the lists they can open (decision 031); the service refuses a
// list the admin's role may not open (saved-view-access.ts).
const config = { permission: 'views:own' } as const;

export const savedViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/saved-views',
    {
      config,
      schema: {
        tags,
        summary: "A list's views: the signed-in admin's own and every shared one, by name",
        querystring: SavedViewsQuery,
        response: responses({ 200: SavedViewListResponse }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSavedViews(
        app.db,
        changeContext(request).adminId,
        request.admin!.role,
        request.query.list,
      ),
      keys: viewKeys(SAVED_VIEW_LISTS[request.query.list]),
    }),
  );

  app.post(
    '/api/saved-views',
    {
      config,
      schema: {
        tags,
        summary: 'Save a view (the list URL query, checked against the list)',
        body: NewSavedViewBody,
        response: responses({ 200: SavedViewResponse }, [409]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await createSavedView(
        app.db,
        changeContext(request),
        request.admin!.role,
        request.body,
      ),
    }),
  );

  app.patch(
    '/api/saved-views/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a view or change its sharing (its owner only)',
        params: IdParams,
        body: EditSavedViewBody,
        response: responses({ 200: SavedViewResponse }, [404, 409]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSavedView(
        app.db,
        changeContext(request),
        request.admin!.role,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/saved-views/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a view (its owner only)',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
    },
    async (request) => {
      await deleteSavedView(app.db, changeContext(request), request.params.id);
      return { success: true as const, message: 'View deleted' };
    },
  );
};

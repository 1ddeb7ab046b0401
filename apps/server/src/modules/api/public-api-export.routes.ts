import { dataExportStartedSchema, v1ErrorSchema, v1JobIdParamsSchema } from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DataExportService } from '../data-export/data-export.service';
import { BEARER_SECURITY, requireApiUser } from './public-api.http';

const errors = { 401: v1ErrorSchema, 404: v1ErrorSchema };
// an id of any shape is looked up after the key check and answers 404 when it is not one of ours

/** The account's data download over the public API: start, poll, fetch. */
export const publicApiExportRoutes: FastifyPluginAsyncZod<{
  dataExportService: DataExportService;
}> = async (app, { dataExportService }) => {
  app.post(
    '/api/v1/exports',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Your data'],
        summary:
          'Start a ZIP of everything the account keeps (one at a time: a second start answers the running one)',
        security: BEARER_SECURITY,
        response: { 202: dataExportStartedSchema, 401: v1ErrorSchema, 429: v1ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireApiUser(request);
      return reply.status(202).send({ export: await dataExportService.request(user.id, 'api') });
    },
  );

  app.get(
    '/api/v1/exports/:id',
    {
      schema: {
        tags: ['Your data'],
        summary: 'An export: state, progress and, once READY, its download link (24 hours)',
        security: BEARER_SECURITY,
        params: v1JobIdParamsSchema,
        response: { 200: dataExportStartedSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireApiUser(request);
      return { export: await dataExportService.own(user.id, request.params.id, 'api') };
    },
  );

  app.get(
    '/api/v1/exports/:id/download',
    {
      schema: {
        tags: ['Your data'],
        summary:
          'Redirects (302) to the ZIP, for 5 minutes; 404 once the export is past its 24 hours',
        security: BEARER_SECURITY,
        params: v1JobIdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const user = await requireApiUser(request);
      return reply.redirect(await dataExportService.download(user.id, request.params.id), 302);
    },
  );
};

import {
  dataExportDownloadQuerySchema,
  dataExportIdParamsSchema,
  dataExportResponseSchema,
  dataExportStartedSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { DataExportService } from './data-export.service';

/** Profile's "Download my data": start, poll, and the signed link of the e-mail and the card. */
export const dataExportRoutes: FastifyPluginAsyncZod<{
  dataExportService: DataExportService;
}> = async (app, { dataExportService }) => {
  app.post(
    '/api/account/exports',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 202: dataExportStartedSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const started = await dataExportService.request(user.id, 'web');
      return reply.status(202).send({ export: started });
    },
  );

  app.get(
    '/api/account/exports',
    { schema: { response: { 200: dataExportResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { export: await dataExportService.latest(user.id, 'web') };
    },
  );

  app.get(
    '/api/account/exports/:id/download',
    { schema: { params: dataExportIdParamsSchema, querystring: dataExportDownloadQuerySchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      const url = await dataExportService.signedDownload(user.id, request.params.id, request.query);
      reply.header('cache-control', 'no-store');
      return reply.redirect(url, 302);
    },
  );
};

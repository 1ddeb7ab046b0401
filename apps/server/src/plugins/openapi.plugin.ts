import swagger from '@fastify/swagger';
import { PRODUCT } from '@orato/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PUBLIC_API_PREFIX } from './api-key.plugin';

const WEB_APP_TAG = 'Web app';

/** The document's tags, in reading order: the public API's first, the web app's last. */
const TAGS = [
  { name: 'Jobs', description: 'Every create answers a job; poll it until COMPLETE or FAILED.' },
  { name: 'Scripts' },
  { name: 'Avatar videos' },
  { name: 'VEO clips' },
  { name: 'Images' },
  { name: 'Uploads' },
  { name: 'Library' },
  { name: 'Credits' },
  {
    name: WEB_APP_TAG,
    description:
      "The web app's own routes (cookie session and CSRF checks). Not a public contract: they may change without notice.",
  },
];

type Transform = typeof jsonSchemaTransform;

/**
 * The public API's routes as they are; every other `/api` route tagged as the web app's and
 * marked `x-internal`; pages, assets and share links left out.
 */
const describeRoute: Transform = (input) => {
  const { url } = input;
  if (!url.startsWith('/api/') || url.startsWith('/api/media/')) {
    return { schema: { hide: true }, url };
  }
  const described = input.schema ? jsonSchemaTransform(input) : { schema: {}, url };
  if (url.startsWith(PUBLIC_API_PREFIX)) {
    return described;
  }
  return {
    url,
    schema: { ...described.schema, tags: [WEB_APP_TAG], 'x-internal': true },
  };
};

/**
 * OpenAPI 3.1 built from the routes' zod schemas as they are registered; registered before any
 * route, served by the docs routes at `/api/v1/openapi.json`.
 */
export async function registerOpenApi(app: FastifyInstance, siteUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT.name} API`,
        version: '1.0.0',
        description: `Make talking-avatar videos, text-to-video clips and images with ${PRODUCT.name}, paid for with your credits. Authenticate with an API key from Profile → API as \`Authorization: Bearer <key>\`.`,
      },
      servers: [{ url: new URL(siteUrl).origin }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key (`ora_live_…`) made in Profile → API.',
          },
        },
      },
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
}

import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-container';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `/api/v1/jobs/:id` as OpenAPI writes it: `/api/v1/jobs/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the OpenAPI document and the API reference page', () => {
  let context: TestApp;
  let document: {
    openapi: string;
    paths: Record<
      string,
      Record<string, { tags?: string[]; 'x-internal'?: boolean; security?: unknown }>
    >;
    components: { securitySchemes: Record<string, unknown> };
  };

  beforeAll(async () => {
    context = await createTestApp('pglite');
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('is a valid OpenAPI 3.1 document with a bearer scheme', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('lists every /api/v1 route the app registers, each with the bearer scheme', () => {
    const v1Routes = context.routes.filter(
      (route) =>
        route.url.startsWith('/api/v1/') &&
        route.method !== 'HEAD' &&
        route.url !== '/api/v1/openapi.json',
    );
    expect(v1Routes.length).toBe(15);
    expect(document.paths['/api/v1/library/{id}/translations']?.post?.tags).toEqual([
      'Avatar videos',
    ]);
    for (const route of v1Routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      expect(operation!['x-internal']).toBeUndefined();
    }
  });

  it('documents the format of every create and of every job', () => {
    const text = JSON.stringify(document.paths);
    const bodyOf = (path: string) =>
      JSON.stringify((document.paths[path]?.post as { requestBody?: unknown }).requestBody);
    for (const path of ['/api/v1/avatar-videos', '/api/v1/veo-videos']) {
      expect(bodyOf(path), path).toContain('"format"');
      expect(bodyOf(path), path).toContain('"1080p"');
    }
    expect(bodyOf('/api/v1/avatar-videos')).toContain('"caption_style"');
    expect(bodyOf('/api/v1/images')).toContain('"4:5"');
    const job = JSON.stringify(document.paths['/api/v1/jobs/{id}']);
    expect(job).toContain('"label"');
    expect(text).toContain('"height"');
  });

  it("marks the web app's spec-named routes as internal", () => {
    const getUser = document.paths['/api/get-user']?.post;
    expect(getUser).toMatchObject({ tags: ['Web app'], 'x-internal': true });
    expect(document.paths['/api/google-nano-banana']?.post?.tags).toEqual(['Web app']);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('serves /docs/api and its renderer from this server, under the strict CSP', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/docs/api' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Getting started');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    const styles = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(scripts.length).toBe(2);
    for (const asset of [...scripts, ...styles]) {
      expect(asset.startsWith('/docs/api/assets/'), asset).toBe(true);
      expect((await context.app.inject({ method: 'GET', url: asset })).statusCode).toBe(200);
    }
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

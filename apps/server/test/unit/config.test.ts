import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, videoModelApi, clipSecondsFor } from '../../src/config';

describe('loadConfig', () => {
  it('gives the embedded setup when nothing is set', () => {
    const config = loadConfig({});
    expect(config.role).toBe('all');
    expect(config.http).toMatchObject({ host: '127.0.0.1', port: 3000 });
    expect(config.database).toEqual({ driver: 'pglite', dir: path.resolve('./data/db') });
    expect(config.storage).toMatchObject({ driver: 'local', root: path.resolve('./data/media') });
    expect(config.mail.driver).toBe('outbox');
    expect(config.site).toMatchObject({
      url: 'http://localhost:3000',
      apiUrl: 'http://localhost:3000/api',
      contactEmail: 'support@orato.example',
    });
    expect(config.isProduction).toBe(false);
  });

  it('puts the public origin on the port it listens on when only PORT is set', () => {
    expect(loadConfig({ PORT: '4123' }).site).toMatchObject({
      url: 'http://localhost:4123',
      apiUrl: 'http://localhost:4123/api',
    });
    expect(
      loadConfig({ PORT: '4123', PUBLIC_SITE_URL: 'https://orato.example/' }).site,
    ).toMatchObject({
      url: 'https://orato.example',
      apiUrl: 'https://orato.example/api',
    });
  });

  it('switches to real services by configuration', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/orato',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: 'smtp://mail.internal:587',
      ROLE: 'worker',
      PORT: '8080',
      PUBLIC_SITE_URL: 'https://orato.example/',
    });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://app@db.internal:5432/orato',
    });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'media', forcePathStyle: true });
    expect(config.mail).toMatchObject({ driver: 'smtp', url: 'smtp://mail.internal:587' });
    expect(config.role).toBe('worker');
    expect(config.http.port).toBe(8080);
    expect(config.site.url).toBe('https://orato.example');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).database.driver).toBe('pglite');
  });

  it('reports every bad value at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        ROLE: 'boss',
        STORAGE_DRIVER: 's3',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        S3_FORCE_PATH_STYLE: 'maybe',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const variable of ['PORT', 'ROLE', 'DATABASE_URL', 'SMTP_URL', 'S3_FORCE_PATH_STYLE']) {
      expect(problems).toContain(`${variable}:`);
    }
  });

  it('reports cross-variable rules', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: is required when STORAGE_DRIVER=s3/,
    );
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/DATABASE_URL: is required when ROLE=api/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_SECRET: is required in production/,
    );
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(
      /APP_SECRET: must be at least 32 characters/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'x'.repeat(32),
        WEBHOOK_ALLOW_PRIVATE: '1',
      }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE: is for tests and local development, never production/);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhooks.allowLoopback).toBe(true);
    expect(loadConfig({}).webhooks.allowLoopback).toBe(false);
  });

  it('refuses split roles without a shared PostgreSQL, and accepts them with one', () => {
    for (const role of ['api', 'worker']) {
      expect(() => loadConfig({ ROLE: role })).toThrow(
        new RegExp(`DATABASE_URL: is required when ROLE=${role}`),
      );
      const config = loadConfig({ ROLE: role, DATABASE_URL: 'postgres://app@db.internal/orato' });
      expect(config.role).toBe(role);
      expect(config.database.driver).toBe('postgres');
    }
    expect(loadConfig({}).role).toBe('all');
  });

  it('reads how fast a dead worker is noticed', () => {
    expect(loadConfig({}).jobs).toEqual({ heartbeatSeconds: 30, superviseSeconds: 15 });
    expect(loadConfig({ JOB_HEARTBEAT_SECONDS: '10', JOB_SUPERVISE_SECONDS: '2' }).jobs).toEqual({
      heartbeatSeconds: 10,
      superviseSeconds: 2,
    });
    // pg-boss refuses heartbeats under 10 s, so the boot does too, naming the variable
    expect(() => loadConfig({ JOB_HEARTBEAT_SECONDS: '5' })).toThrow(/JOB_HEARTBEAT_SECONDS:/);
    expect(() => loadConfig({ JOB_SUPERVISE_SECONDS: '0' })).toThrow(/JOB_SUPERVISE_SECONDS:/);
  });

  it('takes the video model from VIDEO_MODEL or, as before, VEO_MODEL; a Veo id keeps the Veo call', () => {
    const model = (env: Record<string, string>) =>
      loadConfig({ GEMINI_API_KEY: 'g', ...env }).providers.gemini!.veo.model;
    expect(model({ VEO_MODEL: 'veo-3.1-generate-preview' })).toBe('veo-3.1-generate-preview');
    expect(model({ VIDEO_MODEL: 'gemini-omni-1.2-flash' })).toBe('gemini-omni-1.2-flash');
    expect(videoModelApi('veo-3.1-generate-preview')).toBe('predictLongRunning');
    expect(() =>
      loadConfig({ VIDEO_MODEL: 'gemini-omni-1.1-flash', VEO_MODEL: 'veo-3.1-generate-preview' }),
    ).toThrow(/VIDEO_MODEL: and VEO_MODEL \(its older name\) name two models/);
  });

  it('takes the clip lengths the video model allows: Omni 1.2 3–15 s, Omni 1.1 3–10 s, Veo 4, 6, 8', () => {
    const seconds = (env: Record<string, string>) =>
      loadConfig({ GEMINI_API_KEY: 'g', ...env }).providers.gemini!.veo.durationSeconds;
    expect(seconds({ VEO_DURATION_SECONDS: '15' })).toBe(15);
    expect(seconds({ VEO_DURATION_SECONDS: '3' })).toBe(3);
    expect(() => loadConfig({ VEO_DURATION_SECONDS: '16' })).toThrow(/VEO_DURATION_SECONDS:/);
    expect(() =>
      loadConfig({ VIDEO_MODEL: 'gemini-omni-1.1-flash', VEO_DURATION_SECONDS: '12' }),
    ).toThrow(/VEO_DURATION_SECONDS: must be one of 3, 4, .* 10 for gemini-omni-1.1-flash/);
    expect(() =>
      loadConfig({ VIDEO_MODEL: 'veo-3.1-generate-001', VEO_DURATION_SECONDS: '5' }),
    ).toThrow(/must be one of 4, 6, 8/);
    expect(clipSecondsFor('gemini-omni-1.2-flash')).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
  });

  it('takes HeyGen as the avatar provider, alone: not beside Captions, not with a neural voice', () => {
    const heygen = loadConfig({ HEYGEN_API_KEY: 'h', HEYGEN_RESULT_HOSTS: ' Files.HeyGen.ai ' })
      .providers.heygen!;
    expect(heygen).toEqual({
      apiKey: 'h',
      baseUrl: 'https://api.heygen.com',
      pollIntervalSeconds: 15,
      resultHosts: ['files.heygen.ai'],
    });
    expect(() => loadConfig({ HEYGEN_API_KEY: 'h', CAPTIONS_API_KEY: 'c' })).toThrow(
      /HEYGEN_API_KEY: and CAPTIONS_API_KEY both choose the avatar provider/,
    );
    expect(() =>
      loadConfig({
        HEYGEN_API_KEY: 'h',
        VOICE_PROVIDER: 'openai-compatible',
        TTS_MODEL: 'kokoro',
        OPENAI_BASE_URL: 'http://gpu.test/v1',
      }),
    ).toThrow(/VOICE_PROVIDER: must be local while HEYGEN_API_KEY makes the avatar videos/);
  });

  it('defaults to provider settings the providers accept', () => {
    const config = loadConfig({ GEMINI_API_KEY: 'g', CAPTIONS_API_KEY: 'c' });
    // a Gemini API model code, not Vertex AI's `-001` id
    // Gemini Omni 1.2 Flash, the Gemini API's default video model since 2026-11-10; the Veo 3.1
    // `-preview` ids were shut down on the Gemini API on 2026-10-22
    expect(config.providers.gemini?.veo.model).toBe('gemini-omni-1.2-flash');
    expect(config.providers.gemini?.veo.durationSeconds).toBe(8);
    expect(videoModelApi(config.providers.gemini!.veo.model)).toBe('interactions');
    const captions = config.providers.captions!;
    // Captions documents 5 requests a minute per endpoint: one job's polls stay under it
    expect(60 / captions.pollIntervalSeconds).toBeLessThan(5);
    expect(captions.resultHosts).toEqual(
      expect.arrayContaining(['storage.googleapis.com', '*.captions.ai']),
    );
    expect(
      loadConfig({ CAPTIONS_API_KEY: 'c', CAPTIONS_RESULT_HOSTS: ' CDN.Example.com , x.test ' })
        .providers.captions?.resultHosts,
    ).toEqual(['cdn.example.com', 'x.test']);
  });
});

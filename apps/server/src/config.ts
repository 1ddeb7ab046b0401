import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT } from '@orato/shared';
import { DEFAULT_DID_VOICES, DEFAULT_VOICES } from './lib/default-voices';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalText.pipe(z.url().optional());
const flag = z.stringbool().default(false);
const port = z.coerce.number().int().min(1).max(65_535);
const positiveInt = z.coerce.number().int().positive();

/** A comma-separated list of hosts (`*.` for subdomains), lowercased. */
const hostList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    );

/** proxy-addr's names for private ranges, usable in TRUST_PROXY like addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) {
    return false;
  }
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none by default, or a hop
 * count, or the proxies' addresses / CIDR ranges. Everything the rate limits count per client
 * rests on it, so "trust any proxy" is not on offer.
 */
const trustProxy = optionalText.transform((value, context): false | number | string[] => {
  if (value === undefined || value === 'none' || value === '0' || value === 'false') {
    return false;
  }
  if (/^\d+$/.test(value)) {
    return Number(value);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count or proxy addresses / CIDR ranges (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

const toolProvider = optionalText.pipe(z.enum(['local', 'gemini', 'openai-compatible']).optional());

/** TTS_VOICES: a small JSON object of voice names, e.g. {"female":"af_heart","de":"de_voice"}. */
const voiceMap = optionalText.transform((value, context) => {
  if (value === undefined) {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const map = z.record(z.string().min(1), z.string().trim().min(1)).safeParse(parsed);
  if (!map.success) {
    context.addIssue({
      code: 'custom',
      message: 'must be a JSON object of voice names, e.g. {"default":"alloy","female":"nova"}',
    });
    return z.NEVER;
  }
  return Object.fromEntries(
    Object.entries(map.data).map(([key, name]) => [key.toLowerCase(), name]),
  );
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: trustProxy,
    PORT: port.default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // unset: readable lines in development, one JSON object a line otherwise
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    // unset: http://localhost:<PORT>, so links follow the port the server really listens on
    PUBLIC_SITE_URL: optionalUrl,
    PUBLIC_API_URL: optionalUrl,
    APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    CONTACT_EMAIL: z.email().default(PRODUCT.defaultContactEmail),
    WEB_DIST_DIR: optionalText,
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
    // pg-boss refuses heartbeats under 10 s
    JOB_HEARTBEAT_SECONDS: positiveInt.min(10).max(3600).default(30),
    JOB_SUPERVISE_SECONDS: positiveInt.max(3600).default(15),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('auto'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag,
    MEDIA_URL_TTL_SECONDS: positiveInt.max(604_800).default(3600),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default(`${PRODUCT.name} <no-reply@orato.example>`),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalUrl,
    GEMINI_API_KEY: optionalText,
    GEMINI_API_BASE: z.url().default('https://generativelanguage.googleapis.com'),
    GEMINI_TEXT_MODEL: z.string().trim().min(1).default('gemini-3.8-flash'),
    GEMINI_IMAGE_MODEL: z.string().trim().min(1).default('gemini-3.1-flash-image'),
    // the VEO tool's model: a Gemini API model code (`npm run doctor` checks it is served).
    // Gemini Omni ids go through the Interactions API, `veo-…` ids through predictLongRunning;
    // VEO_MODEL is the older name of the same setting
    VIDEO_MODEL: optionalText,
    VEO_MODEL: optionalText,
    VEO_ASPECT_RATIO: z.enum(['16:9', '9:16']).default('16:9'),
    // the VEO tool's clip length unless the user picks another: what the video model allows
    VEO_DURATION_SECONDS: z.coerce.number().int().default(8),
    VEO_POLL_SECONDS: positiveInt.default(15),
    // which engine serves each tool; unset: Gemini when GEMINI_API_KEY is set, else the offline one
    SCRIPT_PROVIDER: toolProvider,
    IMAGE_PROVIDER: toolProvider,
    VOICE_PROVIDER: optionalText
      .pipe(z.enum(['local', 'openai-compatible']).optional())
      .transform((value) => value ?? 'local'),
    // any server speaking OpenAI's HTTP API; `/v1` may be given or not
    OPENAI_BASE_URL: z
      .url()
      .default('https://api.openai.com')
      .transform((value) => value.replace(/\/+$/, '').replace(/\/v1$/, '')),
    OPENAI_API_KEY: optionalText,
    SCRIPT_MODEL: optionalText,
    IMAGE_MODEL: optionalText,
    IMAGE_SIZE: z
      .string()
      .trim()
      .regex(/^(\d{2,5}x\d{2,5}|auto)$/, 'must be WIDTHxHEIGHT or auto')
      .default('1024x1024'),
    IMAGE_RESPONSE_FORMAT: optionalText.pipe(z.enum(['b64_json', 'url']).optional()),
    TTS_MODEL: optionalText,
    TTS_VOICES: voiceMap,
    // HeyGen's v2 API, the other avatar backend (docs.heygen.com); its result host is not named
    // in the docs either: HeyGen's two domains until a real job shows otherwise
    HEYGEN_API_KEY: optionalText,
    HEYGEN_API_BASE: z.url().default('https://api.heygen.com'),
    HEYGEN_POLL_SECONDS: positiveInt.default(15),
    HEYGEN_RESULT_HOSTS: hostList('*.heygen.ai,*.heygen.com'),
    CAPTIONS_API_KEY: optionalText,
    // which of Captions' APIs the key is for: AI Creator (api.captions.ai/api/creator/*, older
    // keys) or the Mirage Video API (api.mirage.app/v1/videos); `npm run doctor` says which it reaches
    CAPTIONS_API: z.enum(['creator', 'mirage']).default('creator'),
    CAPTIONS_API_BASE: z.url().default('https://api.captions.ai/api'),
    MIRAGE_API_BASE: z.url().default('https://api.mirage.app'),
    // Mirage's reference documents text-to-speech by voice id but no list of voices
    MIRAGE_VOICE_ID: optionalText,
    CAPTIONS_POLL_SECONDS: positiveInt.default(15),
    // Captions' reference does not name where finished videos are served from: its two domains
    // and Google storage, until a real job shows otherwise (the refusal names the host)
    CAPTIONS_RESULT_HOSTS: z
      .string()
      .default('storage.googleapis.com,*.storage.googleapis.com,*.captions.ai,*.mirage.app')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    DID_API_KEY: optionalText,
    DID_BASE_URL: z.url().default('https://api.d-id.com'),
    // Microsoft voices by D-ID's text-to-speech; a JSON map like TTS_VOICES overrides ours
    DID_VOICE_PROVIDER: z.enum(['microsoft', 'elevenlabs', 'amazon']).default('microsoft'),
    DID_VOICES: voiceMap,
    DID_POLL_SECONDS: positiveInt.default(10),
    // finished talks are served from D-ID's S3 bucket (result_url) or its own domains
    DID_RESULT_HOSTS: z
      .string()
      .default('d-id-talks-prod.s3.us-west-2.amazonaws.com,*.d-id.com')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    AVATAR_CAPTIONS: z.stringbool().default(true),
    // lets an operator run the provider doctor over HTTP (`GET /api/health?deep=1`)
    DOCTOR_TOKEN: optionalText.pipe(
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    // Prometheus metrics: GET /metrics on PORT for a scraper holding this token (404 otherwise)
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    // ...and/or on a listener of their own, with no token (a port only the scraper can reach)
    METRICS_PORT: optionalText
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number().int().min(1).max(65_535).optional()),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
    /** Most credits a support user may add or take in one console adjustment (admins: no limit). */
    ADMIN_SUPPORT_ADJUST_LIMIT: positiveInt.default(500),
    /** Minutes without a staff request after which the console asks for the password again. */
    ADMIN_FRESH_MINUTES: positiveInt.max(24 * 60).default(15),
    /** Requests one API key may make per minute across all of /api/v1. */
    API_KEY_RATE_LIMIT_PER_MINUTE: positiveInt.default(120),
    FFMPEG_PATH: optionalText,
    APERTIUM_PATH: optionalText,
    FFPROBE_PATH: optionalText,
    IMAGE_WORK_CONCURRENCY: positiveInt.max(64).optional(),
    UPLOAD_QUOTA_MB: positiveInt.max(1_000_000).default(100),
    // lets webhooks go to this machine (the tests' fake receiver, a developer's local one)
    WEBHOOK_ALLOW_PRIVATE: flag,
  })
  .superRefine((env, context) => {
    const require = (variable: keyof typeof env, message: string) => {
      if (!env[variable]) {
        context.addIssue({ code: 'custom', path: [variable], message });
      }
    };
    if (env.STORAGE_DRIVER === 's3') {
      require('S3_BUCKET', 'is required when STORAGE_DRIVER=s3');
      require('S3_ACCESS_KEY_ID', 'is required when STORAGE_DRIVER=s3');
      require('S3_SECRET_ACCESS_KEY', 'is required when STORAGE_DRIVER=s3');
    }
    if (env.NODE_ENV === 'production') {
      require('APP_SECRET', 'is required in production (signs media links)');
      if (env.WEBHOOK_ALLOW_PRIVATE) {
        // on a server, loopback is its own services: no user may point a webhook at them
        context.addIssue({
          code: 'custom',
          path: ['WEBHOOK_ALLOW_PRIVATE'],
          message: 'is for tests and local development, never production',
        });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      require(env.GOOGLE_CLIENT_ID
        ? 'GOOGLE_CLIENT_SECRET'
        : 'GOOGLE_CLIENT_ID', 'is required with the other Google variable');
    }
    if (env.STRIPE_SECRET_KEY) {
      require('STRIPE_WEBHOOK_SECRET', 'is required with STRIPE_SECRET_KEY');
    }
    const clipModel = videoModel(env.VIDEO_MODEL, env.VEO_MODEL);
    if (!clipSecondsFor(clipModel).includes(env.VEO_DURATION_SECONDS)) {
      context.addIssue({
        code: 'custom',
        path: ['VEO_DURATION_SECONDS'],
        message: `must be one of ${clipSecondsFor(clipModel).join(', ')} for ${clipModel}`,
      });
    }
    if (env.VIDEO_MODEL && env.VEO_MODEL && env.VIDEO_MODEL !== env.VEO_MODEL) {
      context.addIssue({
        code: 'custom',
        path: ['VIDEO_MODEL'],
        message: 'and VEO_MODEL (its older name) name two models; set only VIDEO_MODEL',
      });
    }
    for (const [tool, model] of [
      ['SCRIPT_PROVIDER', 'SCRIPT_MODEL'],
      ['IMAGE_PROVIDER', 'IMAGE_MODEL'],
      ['VOICE_PROVIDER', 'TTS_MODEL'],
    ] as const) {
      if (env[tool] === 'openai-compatible') {
        require(model, `is required when ${tool}=openai-compatible`);
        if (new URL(env.OPENAI_BASE_URL).hostname === 'api.openai.com') {
          require('OPENAI_API_KEY', `is required when ${tool}=openai-compatible uses api.openai.com`);
        }
      }
      if (env[tool] === 'gemini') {
        require('GEMINI_API_KEY', `is required when ${tool}=gemini`);
      }
    }
    if (env.CAPTIONS_API_KEY && env.HEYGEN_API_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['HEYGEN_API_KEY'],
        message: 'and CAPTIONS_API_KEY both choose the avatar provider; set only one',
      });
    }
    if (env.CAPTIONS_API_KEY && env.CAPTIONS_API === 'mirage' && !env.MIRAGE_VOICE_ID) {
      context.addIssue({
        code: 'custom',
        path: ['MIRAGE_VOICE_ID'],
        message: 'is required when CAPTIONS_API=mirage (the voice that speaks the script)',
      });
    }
    if (env.VOICE_PROVIDER === 'openai-compatible' && env.HEYGEN_API_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['VOICE_PROVIDER'],
        message: 'must be local while HEYGEN_API_KEY makes the avatar videos',
      });
    }
    if (env.VOICE_PROVIDER === 'openai-compatible' && env.CAPTIONS_API_KEY) {
      // Captions speaks its own voices: the neural voice is for the offline avatar engine
      context.addIssue({
        code: 'custom',
        path: ['VOICE_PROVIDER'],
        message: 'must be local while CAPTIONS_API_KEY makes the avatar videos',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (it is a listener of its own)',
      });
    }
    if (env.ROLE !== 'all') {
      // the embedded database lives inside one process, so split roles need a shared PostgreSQL
      require('DATABASE_URL', `is required when ROLE=${env.ROLE}`);
    }
  });

export type Env = z.input<typeof envSchema>;

/** Every variable the server reads; docs/configuration.md documents each (a test holds it to that). */
export const ENV_VARIABLE_NAMES = Object.keys(envSchema.shape);

/**
 * Gemini Omni 1.2 Flash, the Gemini API's default video model since 2026-11-10 (3–15 s clips); the
 * Veo 3.1 `-preview` ids were shut down on 2026-10-22 (ai.google.dev/gemini-api/docs/video and
 * /docs/deprecations).
 */
export const DEFAULT_VIDEO_MODEL = 'gemini-omni-1.2-flash';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The clip lengths a video model takes, in whole seconds: Veo 4, 6 or 8; Omni 1.1 3 to 10; Omni
 * 1.2 (and, until they say otherwise, later Omni ids) 3 to 15.
 */
export function clipSecondsFor(model: string): readonly number[] {
  if (model.startsWith('veo-')) {
    return [4, 6, 8];
  }
  return model.startsWith('gemini-omni-1.1') ? range(3, 10) : range(3, 15);
}

function videoModel(videoModelId: string | undefined, veoModelId: string | undefined): string {
  return videoModelId ?? veoModelId ?? DEFAULT_VIDEO_MODEL;
}

/** Which Gemini API call makes clips with this model: Veo's long-running predict, or an interaction. */
export function videoModelApi(model: string): 'predictLongRunning' | 'interactions' {
  return model.startsWith('veo-') ? 'predictLongRunning' : 'interactions';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once, reporting every bad variable together. The only reader of process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  return toConfig(parsed.data);
}

function toConfig(env: ParsedEnv) {
  const dataDir = path.resolve(env.DATA_DIR);
  // the one origin of every absolute link: checkout, portal return, e-mails, OAuth, head tags
  const siteUrl = (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    role: env.ROLE,
    http: {
      host: env.HOST,
      port: env.PORT,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      trustProxy: env.TRUST_PROXY,
    },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    jobs: {
      /** A running job whose worker is silent this long (it died) is handed to another worker. */
      heartbeatSeconds: env.JOB_HEARTBEAT_SECONDS,
      /** How often each process looks for such jobs and for jobs past their time limit. */
      superviseSeconds: env.JOB_SUPERVISE_SECONDS,
    },
    dataDir,
    database: env.DATABASE_URL
      ? ({ driver: 'postgres', url: env.DATABASE_URL } as const)
      : ({ driver: 'pglite', dir: path.join(dataDir, 'db') } as const),
    site: {
      url: siteUrl,
      apiUrl: (env.PUBLIC_API_URL ?? `${siteUrl}/api`).replace(/\/+$/, ''),
      contactEmail: env.CONTACT_EMAIL,
      webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    },
    appSecret: env.APP_SECRET,
    doctorToken: env.DOCTOR_TOKEN,
    admin: {
      supportAdjustLimit: env.ADMIN_SUPPORT_ADJUST_LIMIT,
      freshSeconds: env.ADMIN_FRESH_MINUTES * 60,
      /** Where a running server takes the command line's role changes (embedded database only). */
      socketPath: path.join(dataDir, 'admin.sock'),
    },
    metrics: {
      /** Anything to serve: the container records metrics only then. */
      enabled: env.METRICS_TOKEN !== undefined || env.METRICS_PORT !== undefined,
      token: env.METRICS_TOKEN,
      port: env.METRICS_PORT,
    },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? ({
            driver: 's3',
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            urlTtlSeconds: env.MEDIA_URL_TTL_SECONDS,
          } as const)
        : ({
            driver: 'local',
            root: path.join(dataDir, 'media'),
            urlTtlSeconds: env.MEDIA_URL_TTL_SECONDS,
          } as const),
    mail: env.SMTP_URL
      ? ({ driver: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM } as const)
      : ({ driver: 'outbox', from: env.MAIL_FROM } as const),
    payments: env.STRIPE_SECRET_KEY
      ? ({
          driver: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiBase: env.STRIPE_API_BASE,
        } as const)
      : ({ driver: 'local' } as const),
    api: { keyRateLimitPerMinute: env.API_KEY_RATE_LIMIT_PER_MINUTE },
    auth: {
      rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              issuer: env.GOOGLE_ISSUER,
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
            }
          : undefined,
    },
    webhooks: {
      /** Endpoints on loopback (and plain http to them) are allowed: tests and local development. */
      allowLoopback: env.WEBHOOK_ALLOW_PRIVATE,
    },
    uploads: {
      /** Bytes of uploads not yet used by a generation that one account may keep. */
      quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
      /** Uploaded images decoded at once by this process (one thread each); half the cores leaves the rest to requests. */
      imageWorkers:
        env.IMAGE_WORK_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    },
    media: {
      ffmpegPath: env.FFMPEG_PATH,
      apertiumPath: env.APERTIUM_PATH,
      ffprobePath: env.FFPROBE_PATH,
      avatarCaptions: env.AVATAR_CAPTIONS,
    },
    engines: engineChoice(env),
    providers: {
      openai: openAiConfig(env),
      gemini: env.GEMINI_API_KEY
        ? {
            apiKey: env.GEMINI_API_KEY,
            baseUrl: env.GEMINI_API_BASE.replace(/\/+$/, ''),
            textModel: env.GEMINI_TEXT_MODEL,
            imageModel: env.GEMINI_IMAGE_MODEL,
            veo: {
              model: videoModel(env.VIDEO_MODEL, env.VEO_MODEL),
              aspectRatio: env.VEO_ASPECT_RATIO,
              durationSeconds: env.VEO_DURATION_SECONDS,
              pollIntervalSeconds: env.VEO_POLL_SECONDS,
            },
          }
        : undefined,
      captions: env.CAPTIONS_API_KEY
        ? {
            apiKey: env.CAPTIONS_API_KEY,
            baseUrl: env.CAPTIONS_API_BASE.replace(/\/+$/, ''),
            pollIntervalSeconds: env.CAPTIONS_POLL_SECONDS,
            resultHosts: env.CAPTIONS_RESULT_HOSTS,
            api: env.CAPTIONS_API,
            mirage: {
              baseUrl: env.MIRAGE_API_BASE.replace(/\/+$/, ''),
              voiceId: env.MIRAGE_VOICE_ID ?? '',
            },
          }
        : undefined,
      heygen: env.HEYGEN_API_KEY
        ? {
            apiKey: env.HEYGEN_API_KEY,
            baseUrl: env.HEYGEN_API_BASE.replace(/\/+$/, ''),
            pollIntervalSeconds: env.HEYGEN_POLL_SECONDS,
            resultHosts: env.HEYGEN_RESULT_HOSTS,
          }
        : undefined,
      did: env.DID_API_KEY
        ? {
            apiKey: env.DID_API_KEY,
            baseUrl: env.DID_BASE_URL.replace(/\/+$/, ''),
            voiceProvider: env.DID_VOICE_PROVIDER,
            voices: { ...DEFAULT_DID_VOICES, ...env.DID_VOICES },
            pollIntervalSeconds: env.DID_POLL_SECONDS,
            resultHosts: env.DID_RESULT_HOSTS,
          }
        : undefined,
    },
  };
}

type ParsedEnv = z.output<typeof envSchema>;

/** The engine of each tool that has a choice: as set, else Gemini where its key is set, else ours. */
function engineChoice(env: ParsedEnv) {
  const fallback = env.GEMINI_API_KEY ? 'gemini' : 'local';
  return {
    script: env.SCRIPT_PROVIDER ?? fallback,
    image: env.IMAGE_PROVIDER ?? fallback,
    voice: env.VOICE_PROVIDER,
  } as const;
}

/** The OpenAI-compatible server and, for each tool that uses it, its model. */
function openAiConfig(env: ParsedEnv) {
  const endpoint = { baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY };
  const script =
    env.SCRIPT_PROVIDER === 'openai-compatible'
      ? { ...endpoint, model: env.SCRIPT_MODEL! }
      : undefined;
  const image =
    env.IMAGE_PROVIDER === 'openai-compatible'
      ? {
          ...endpoint,
          model: env.IMAGE_MODEL!,
          size: env.IMAGE_SIZE,
          responseFormat: env.IMAGE_RESPONSE_FORMAT,
        }
      : undefined;
  const voice =
    env.VOICE_PROVIDER === 'openai-compatible'
      ? { ...endpoint, model: env.TTS_MODEL!, voices: { ...DEFAULT_VOICES, ...env.TTS_VOICES } }
      : undefined;
  return script || image || voice ? { ...endpoint, script, image, voice } : undefined;
}

export type Config = ReturnType<typeof loadConfig>;
export type StorageConfig = Config['storage'];
export type MailConfig = Config['mail'];
export type DatabaseConfig = Config['database'];

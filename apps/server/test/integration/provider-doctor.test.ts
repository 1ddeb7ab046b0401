import { mkdtemp, rm } from 'node:fs/promises';
import { locateApertium } from '../../src/adapters/translator/apertium.translator';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@orato/shared';
import { startFakeOpenAi } from '../../../../test-support/fake-openai-server';
import { loadConfig } from '../../src/config';
import { createStorage } from '../../src/container';
import {
  checkVideoModelAtStart,
  createProviderDoctor,
  turnOffUnservedVideoModel,
} from '../../src/doctor-probes';
import { MESSAGES } from '@orato/shared';
import { signedInWithCredits } from '../helpers/auth-client';
import { UrlSigner } from '../../src/lib/url-signer';
import { formatDoctorTable } from '../../src/modules/health/provider-doctor.service';
import { startFakeCaptions } from '../helpers/fake-captions-server';
import { FAKE_MIRAGE_VOICE, startFakeMirage } from '../helpers/fake-mirage-server';
import { startFakeDid, type FakeDid } from '../../../../test-support/fake-did-server';
import { startFakeGemini } from '../helpers/fake-gemini-server';
import { startFakeStripe } from '../helpers/fake-stripe-server';
import { makeSampleVideo } from '../helpers/sample-media';
import { solidPng } from '../helpers/sample-images';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestApp } from '../helpers/test-container';
import { startGoogleProvider } from '../reliability/support/google-provider';

const DOCTOR_TOKEN = 'doctor-token-for-tests-0123456789';

describe('the provider doctor against the local fakes of every provider', () => {
  let workDir: string;
  let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let captions: Awaited<ReturnType<typeof startFakeCaptions>>;
  let mirage: Awaited<ReturnType<typeof startFakeMirage>>;
  let did: FakeDid;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let google: Awaited<ReturnType<typeof startGoogleProvider>>;
  let openai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-doctor-'));
    const videoPath = path.join(workDir, 'clip.mp4');
    await makeSampleVideo(videoPath, 1);
    gemini = await startFakeGemini({
      apiKey: 'gemini-key',
      videoPath,
      png: await solidPng({ r: 1, g: 2, b: 3 }, 8, 8),
    });
    stripe = await startFakeStripe();
    stripe.configurePortal(
      PLANS.filter((plan) => plan.effect.kind === 'subscription').map(
        (plan) => `price_${plan.lookupKey}`,
      ),
    );
    captions = await startFakeCaptions({ apiKey: 'captions-key', videoPath });
    mirage = await startFakeMirage({ apiKey: 'mirage-key', videoPath });
    smtp = await startSmtpSink();
    did = await startFakeDid({ apiKey: 'did:key', video: Buffer.from('mp4') });
    google = await startGoogleProvider();
    openai = await startFakeOpenAi({
      apiKey: 'sk-doctor',
      png: await solidPng({ r: 1, g: 2, b: 3 }, 8, 8),
    });
    env = {
      OPENAI_BASE_URL: `${openai.url}/v1`,
      OPENAI_API_KEY: 'sk-doctor',
      SCRIPT_PROVIDER: 'openai-compatible',
      SCRIPT_MODEL: 'llama3.2',
      IMAGE_PROVIDER: 'openai-compatible',
      IMAGE_MODEL: 'gpt-image-1',
      DATA_DIR: workDir,
      GEMINI_API_KEY: 'gemini-key',
      GEMINI_API_BASE: gemini.url,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_doctor',
      STRIPE_API_BASE: stripe.url,
      CAPTIONS_API_KEY: 'captions-key',
      CAPTIONS_API_BASE: captions.url,
      MIRAGE_API_BASE: mirage.url,
      DID_API_KEY: 'did:key',
      DID_BASE_URL: did.url,
      SMTP_URL: smtp.url,
      ...google.env,
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([
      gemini?.close(),
      stripe?.close(),
      captions?.close(),
      mirage?.close(),
      did?.close(),
      smtp?.close(),
      openai?.close(),
    ]);
    await google?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  async function examine(overrides: Record<string, string> = {}) {
    const config = loadConfig({ ...env, ...overrides });
    const storage = createStorage(config, new UrlSigner('x'.repeat(32)));
    return createProviderDoctor(config, storage).examine();
  }

  it('checks every configured provider read-only and prints the table', async () => {
    const before = {
      gemini: gemini.state.requests.length,
      stripe: stripe.requests.length,
      submits: captions.state.submits,
      mails: smtp.received.length,
      openai: openai.state.requests.length,
    };
    const checks = await examine();
    const table = formatDoctorTable(checks);
    console.log(table);
    expect(checks.map(({ provider, status }) => [provider, status])).toEqual([
      ['openai-compatible script', 'ok'],
      ['openai-compatible image', 'ok'],
      ['gemini text', 'ok'],
      ['gemini image', 'ok'],
      ['video', 'ok'],
      ['stripe prices', 'ok'],
      ['stripe portal', 'ok'],
      ['stripe webhook', 'ok'],
      ['captions', 'ok'],
      ['d-id', 'ok'],
      ['storage (local)', 'ok'],
      ['smtp', 'ok'],
      ['google sign-in', 'ok'],
      ['apertium', 'off'],
    ]);
    expect(table.split('\n')[0]).toMatch(/^provider +\| status \| found +\| what to fix$/);
    expect(table).toContain('models/gemini-omni-1.2-flash is served (Interactions API)');
    // never a paid call: only model lookups, price lists, no checkout, no job, no mail sent
    expect(
      gemini.state.requests
        .slice(before.gemini)
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(
      expect.arrayContaining([
        'GET /v1beta/models/gemini-3.8-flash',
        'GET /v1beta/models/gemini-omni-1.2-flash',
      ]),
    );
    expect(
      gemini.state.requests.slice(before.gemini).every((request) => request.method === 'GET'),
    ).toBe(true);
    expect(
      stripe.requests
        .slice(before.stripe)
        .map((request) => `${request.method} ${request.path}`)
        .sort(),
    ).toEqual(['GET /v1/billing_portal/configurations', 'GET /v1/prices', 'GET /v1/prices']);
    expect(captions.state.submits).toBe(before.submits);
    // D-ID: only the credits lookup, never a talk
    expect(did.state.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /credits',
    ]);
    expect(smtp.received.length).toBe(before.mails);
    expect(table).toContain(`llama3.2 is served by ${new URL(openai.url).host}`);
    // one free model listing serves every OpenAI-compatible tool; no completion, image or speech
    expect(
      openai.state.requests
        .slice(before.openai)
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['GET /v1/models']);
  });

  it('the captions row on the Mirage Video API: one free GET /v1/videos, no speech, no video', async () => {
    const before = mirage.state.requests.length;
    const checks = await examine({
      CAPTIONS_API: 'mirage',
      CAPTIONS_API_KEY: 'mirage-key',
      MIRAGE_VOICE_ID: FAKE_MIRAGE_VOICE,
    });
    expect(checks.find((check) => check.provider === 'captions')).toMatchObject({
      status: 'ok',
      detail: 'key reaches the Mirage Video API (CAPTIONS_API=mirage)',
    });
    expect(
      mirage.state.requests.slice(before).map((request) => `${request.method} ${request.path}`),
    ).toEqual(['GET /v1/videos']);
    expect(captions.state.submits).toBe(0);
  });

  it('says what to fix: a Vertex-only Veo id, a price changed in Stripe, a wrong key, an off provider', async () => {
    stripe.replacePrice('orato-pro-yearly', { unit_amount: 30000 });
    stripe.configurePortal(['price_orato-standard-monthly']);
    const checks = await examine({
      VEO_MODEL: 'veo-3.1-fast-generate-001',
      CAPTIONS_API_KEY: 'wrong-key',
      DID_API_KEY: 'wrong:key',
      SMTP_URL: '',
      IMAGE_MODEL: 'imagen-x',
    });
    const byProvider = Object.fromEntries(checks.map((check) => [check.provider, check]));
    expect(byProvider.video).toMatchObject({
      status: 'fail',
      detail: 'veo-3.1-fast-generate-001 is not a model of this API (404)',
      fix: 'set VIDEO_MODEL to a model code listed by GET /v1beta/models',
    });
    expect(byProvider['stripe prices']).toMatchObject({ status: 'fail' });
    expect(byProvider['stripe prices']!.detail).toContain(
      'orato-pro-yearly: 30000 usd/year, expected 32999/year',
    );
    expect(byProvider['stripe portal']).toMatchObject({ status: 'fail' });
    expect(byProvider['stripe portal']!.detail).toContain(
      'cannot switch to 3 subscription price(s)',
    );
    expect(byProvider.captions).toMatchObject({ status: 'fail' });
    expect(byProvider.captions!.detail).toContain('401');
    expect(byProvider['d-id']).toMatchObject({ status: 'fail' });
    expect(byProvider['d-id']!.detail).toContain('401');
    expect(byProvider.smtp).toMatchObject({ status: 'off' });
    expect(byProvider['openai-compatible image']).toMatchObject({
      status: 'fail',
      fix: expect.stringMatching(/^set IMAGE_MODEL to one of: .*gpt-image-1/),
    });
    expect(byProvider['openai-compatible script']!.status).toBe('ok');
    const offline = await examine({ SCRIPT_PROVIDER: '', IMAGE_PROVIDER: '' });
    expect(offline.find((check) => check.provider === 'openai-compatible')).toMatchObject({
      status: 'off',
    });
    // the writer translates; offline, apertium does when it and a pair are installed
    expect(byProvider.apertium).toMatchObject({
      status: 'off',
      detail: expect.stringMatching(/translates videos/),
    });
    const local = await examine({ SCRIPT_PROVIDER: 'local' });
    expect(local.find((check) => check.provider === 'apertium')).toMatchObject(
      locateApertium()?.modes.includes('eng-spa')
        ? { status: 'ok', detail: expect.stringContaining('eng-spa') }
        : { status: 'off', detail: expect.stringContaining('apt-get install apertium') },
    );
    const badKey = await examine({ OPENAI_API_KEY: 'sk-wrong' });
    expect(badKey.find((check) => check.provider === 'openai-compatible script')).toMatchObject({
      status: 'fail',
      fix: 'the provider refused the key: set a valid API key for it',
    });
    console.log(formatDoctorTable(checks));
  });

  it('answers GET /api/health?deep=1 only with the operator token', async () => {
    const { DATA_DIR: _ownDataDir, ...providers } = env;
    const context = await createTestApp('pglite', { ...providers, DOCTOR_TOKEN });
    try {
      const plain = await context.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.json().status).toBe('ok');
      const anonymous = await context.app.inject({ method: 'GET', url: '/api/health?deep=1' });
      expect(anonymous.statusCode).toBe(401);
      const wrong = await context.app.inject({
        method: 'GET',
        url: '/api/health?deep=1',
        headers: { authorization: 'Bearer not-the-doctor-token-at-all-00' },
      });
      expect(wrong.statusCode).toBe(401);
      const deep = await context.app.inject({
        method: 'GET',
        url: '/api/health?deep=1',
        headers: { authorization: `Bearer ${DOCTOR_TOKEN}` },
      });
      expect(deep.statusCode).toBe(200);
      expect(deep.json().providers.map((check: { provider: string }) => check.provider)).toContain(
        'video',
      );
    } finally {
      await context.dispose();
    }
  }, 60_000);

  it.each(['veo-3.1-fast-generate-preview', 'veo-3.1-generate-preview', 'gemini-omni-9-flash'])(
    'at start, a retired or unknown video model (%s) turns the VEO tool off, its page saying so, nothing held',
    async (model) => {
      const settings = { GEMINI_API_KEY: 'gemini-key', GEMINI_API_BASE: gemini.url };
      const context = await createTestApp('pglite', { ...settings, VIDEO_MODEL: model });
      try {
        const said: string[] = [];
        await turnOffUnservedVideoModel(
          loadConfig({ ...settings, VIDEO_MODEL: model, DATA_DIR: workDir }),
          { info: (message) => said.push(message), error: (message) => said.push(message) },
          context.container.services.generations,
        );
        expect(said[0]).toContain(`VIDEO_MODEL ${model} cannot make clips`);
        const engines = await context.app.inject({ method: 'GET', url: '/api/engines' });
        expect(engines.json().unavailable).toEqual({
          'veo3-videos': MESSAGES.providers.videoModelOff,
        });
        const { person } = await signedInWithCredits(
          context.app,
          context.container,
          `off-${model}@example.com`,
          120,
        );
        const start = await person.post('/api/generate-veo-video', { prompt: 'A fox' });
        expect(start.statusCode).toBe(503);
        expect(start.json().error).toBe(MESSAGES.providers.videoModelOff);
        expect((await person.post('/api/get-user', {})).json().credits).toBe(120);
      } finally {
        await context.dispose();
      }
    },
    60_000,
  );

  it('at start, a served video model leaves the VEO tool on', async () => {
    const settings = { GEMINI_API_KEY: 'gemini-key', GEMINI_API_BASE: gemini.url };
    const context = await createTestApp('pglite', settings);
    try {
      await turnOffUnservedVideoModel(
        loadConfig({ ...settings, DATA_DIR: workDir }),
        { info: () => undefined, error: () => undefined },
        context.container.services.generations,
      );
      const engines = await context.app.inject({ method: 'GET', url: '/api/engines' });
      expect(engines.json().unavailable).toBeUndefined();
    } finally {
      await context.dispose();
    }
  }, 60_000);

  it('at worker start, logs an error naming the fix when the video model is not served', async () => {
    const said: { level: string; message: string }[] = [];
    const log = {
      info: (message: string) => said.push({ level: 'info', message }),
      error: (message: string) => said.push({ level: 'error', message }),
    };
    // the Omni preview id, shut down on 2026-09-30, is no longer listed
    await checkVideoModelAtStart(
      loadConfig({ ...env, VIDEO_MODEL: 'gemini-omni-flash-preview' }),
      log,
    );
    expect(said).toEqual([
      {
        level: 'error',
        message:
          'VIDEO_MODEL gemini-omni-flash-preview cannot make clips: gemini-omni-flash-preview is not a model of this API (404); set VIDEO_MODEL to a model code listed by GET /v1beta/models',
      },
    ]);
    said.length = 0;
    await checkVideoModelAtStart(loadConfig(env), log);
    expect(said).toEqual([
      {
        level: 'info',
        message: 'video model: models/gemini-omni-1.2-flash is served (Interactions API)',
      },
    ]);
  });
});

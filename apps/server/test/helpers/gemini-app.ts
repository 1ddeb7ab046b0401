import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWorkers } from '../../src/jobs/workers';
import { signedInWithCredits, type AuthClient } from './auth-client';
import { startFakeGemini } from './fake-gemini-server';
import { makeSampleVideo } from './sample-media';
import { solidPng } from './sample-images';
import { useSuiteResource } from './suite-resource';
import { createTestApp } from './test-container';

export const GEMINI_TEST_KEY = 'gemini-test-key';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;

export interface GeminiApp {
  context: TestApp;
  gemini: FakeGemini;
  /** Stops the app, then the fake, and removes the sample video's folder. */
  dispose(): Promise<void>;
}

/**
 * An app with workers whose Gemini calls go to a local fake of the Gemini API, which answers with
 * an 8 s sample clip and a small PNG. `prepare` sets the fake up before the app first calls it.
 */
export async function startGeminiApp(
  env: Record<string, string>,
  prepare: (gemini: FakeGemini) => void = () => undefined,
): Promise<GeminiApp> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'orato-gemini-'));
  const videoPath = path.join(workDir, 'sample.mp4');
  await makeSampleVideo(videoPath, 8);
  const gemini = await startFakeGemini({
    apiKey: GEMINI_TEST_KEY,
    videoPath,
    png: await solidPng({ r: 10, g: 120, b: 200 }, 32, 32),
  });
  prepare(gemini);
  const context = await createTestApp('pglite', {
    GEMINI_API_KEY: GEMINI_TEST_KEY,
    GEMINI_API_BASE: gemini.url,
    VEO_POLL_SECONDS: '1',
    ...env,
  });
  await startWorkers(context.container);
  return {
    context,
    gemini,
    async dispose() {
      await context.dispose();
      await gemini.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * `startGeminiApp` for the describe block it is called in: started before its tests and disposed
 * after them; `context` and `gemini` are read inside a test.
 */
export function useGeminiApp(env: Record<string, string>, prepare?: (gemini: FakeGemini) => void) {
  const started = useSuiteResource(
    'Gemini app',
    () => startGeminiApp(env, prepare),
    (app) => app.dispose(),
    60_000,
  );
  return {
    get context() {
      return started.context;
    },
    get gemini() {
      return started.gemini;
    },
    /** A signed-in person with `credits`, on this app unless another is given. */
    signIn: async (
      email: string,
      credits: number,
      app: Pick<TestApp, 'app' | 'container'> = started.context,
    ) => (await signedInWithCredits(app.app, app.container, email, credits)).person,
    creditsOf: async (person: AuthClient) =>
      (await person.post('/api/get-user', {})).json().credits as number,
  };
}

/** Polls a VEO operation as the page does until it has a URL or an error. */
export async function clipUntilDone(person: AuthClient, operationName: string, attempts = 150) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const status = (
      await person.post('/api/get-video-status', { operation_name: operationName })
    ).json();
    if (status.url || status.error) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the clip did not finish');
}

import { MESSAGES } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import {
  buildImageRequestBody,
  findImage,
} from '../../src/adapters/image-generator/gemini.image-generator';
import {
  buildScriptRequest,
  trimToSentence,
} from '../../src/adapters/script-writer/gemini.script-writer';
import { composeScript } from '../../src/adapters/script-writer/local.script-writer';
import {
  buildCaptionsSubmitBody,
  toJobStatus,
} from '../../src/adapters/video-generator/captions.video-generator';
import {
  buildOmniRequestBody,
  fileResourceName,
  toFileStatus,
  toOmniStatus,
} from '../../src/adapters/video-generator/omni.video-generator';
import { ProviderUnavailable } from '../../src/adapters/http/provider-errors';
import {
  buildVeoRequestBody,
  toVeoStatus,
} from '../../src/adapters/video-generator/veo.video-generator';

describe('Captions request and status mapping', () => {
  it('caps the script at 800 characters and asks for full HD', () => {
    expect(buildCaptionsSubmitBody({ creatorName: 'Kate', script: 'a'.repeat(900) })).toEqual({
      script: 'a'.repeat(800),
      creatorName: 'Kate',
      resolution: 'fhd',
    });
  });

  it('maps every state; an unknown one keeps polling and is reported for the log', () => {
    expect(toJobStatus({ state: 'QUEUED' })).toEqual({ state: 'QUEUED', progress: 0 });
    expect(toJobStatus({ state: 'PROCESSING', progress: 41.6 })).toEqual({
      state: 'PROCESSING',
      progress: 42,
    });
    expect(toJobStatus({ state: 'COMPLETE', url: 'https://x/v.mp4' })).toEqual({
      state: 'COMPLETE',
      resultUrl: 'https://x/v.mp4',
    });
    expect(toJobStatus({ state: 'COMPLETE' })).toMatchObject({ state: 'FAILED' });
    expect(toJobStatus({ state: 'FAILED', error: 'bad script' })).toEqual({
      state: 'FAILED',
      error: 'Captions could not make this video: bad script. Your credits were returned.',
    });
    expect(toJobStatus({ state: 'CANCELLED' })).toMatchObject({ state: 'FAILED' });
    expect(toJobStatus({ state: 'RENDERING', progress: 70 })).toEqual({
      state: 'PROCESSING',
      progress: 70,
      unknownState: 'RENDERING',
    });
  });
});

describe('Veo request and operation mapping', () => {
  it('sends the prompt, the negative prompt only when given, and the configured shape', () => {
    expect(
      buildVeoRequestBody(
        { prompt: 'a fox', negativePrompt: ' text ' },
        { aspectRatio: '16:9', durationSeconds: 8 },
      ),
    ).toEqual({
      instances: [{ prompt: 'a fox' }],
      parameters: {
        aspectRatio: '16:9',
        durationSeconds: 8,
        sampleCount: 1,
        negativePrompt: 'text',
      },
    });
    expect(
      buildVeoRequestBody(
        { prompt: 'a fox', negativePrompt: '' },
        { aspectRatio: '9:16', durationSeconds: 4 },
      ).parameters,
    ).toEqual({
      aspectRatio: '9:16',
      durationSeconds: 4,
      sampleCount: 1,
    });
  });

  it('sends a start frame as instances[0].image, base64 bytes and their type', () => {
    const startImage = { data: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' };
    expect(
      buildVeoRequestBody(
        { prompt: 'a fox', negativePrompt: '', startImage },
        { aspectRatio: '16:9', durationSeconds: 8 },
      ).instances,
    ).toEqual([
      { prompt: 'a fox', image: { bytesBase64Encoded: 'iVBORw==', mimeType: 'image/png' } },
    ]);
  });

  it('reads running, failed, filtered and finished operations', () => {
    expect(toVeoStatus({ name: 'op' })).toEqual({ state: 'PROCESSING', progress: 50 });
    expect(
      toVeoStatus({
        name: 'op',
        done: true,
        error: { message: 'Person generation is not allowed.' },
      }),
    ).toEqual({
      state: 'FAILED',
      error: MESSAGES.providers.refused('Person generation is not allowed'),
    });
    expect(
      toVeoStatus({
        name: 'op',
        done: true,
        response: {
          generateVideoResponse: { generatedSamples: [], raiMediaFilteredReasons: ['unsafe'] },
        },
      }),
    ).toEqual({ state: 'FAILED', error: MESSAGES.providers.refused('unsafe') });
    expect(
      toVeoStatus({
        name: 'op',
        done: true,
        response: {
          generateVideoResponse: {
            generatedSamples: [{ video: { encodedVideo: 'AAAA', encoding: 'video/mp4' } }],
          },
        },
      }),
    ).toEqual({ state: 'COMPLETE', resultData: 'AAAA', contentType: 'video/mp4' });
    expect(
      toVeoStatus({
        name: 'op',
        done: true,
        response: {
          generateVideoResponse: { generatedSamples: [{ video: { uri: 'https://g/v' } }] },
        },
      }),
    ).toEqual({ state: 'COMPLETE', resultUrl: 'https://g/v' });
  });
});

describe('Gemini Omni interaction body and status mapping', () => {
  const config = {
    model: 'gemini-omni-1.1-flash',
    aspectRatio: '16:9',
    durationSeconds: 8,
  } as const;

  it('asks for a background, stored video interaction; what to avoid goes into the prompt', () => {
    expect(buildOmniRequestBody({ prompt: 'A fox', negativePrompt: '  ' }, config)).toEqual({
      model: 'gemini-omni-1.1-flash',
      input: 'A fox',
      background: true,
      store: true,
      response_format: {
        type: 'video',
        aspect_ratio: '16:9',
        duration: '8s',
        resolution: '720p',
        delivery: 'uri',
      },
    });
    expect(buildOmniRequestBody({ prompt: 'A fox', negativePrompt: ' snow ' }, config).input).toBe(
      'A fox\n\nAvoid: snow',
    );
  });

  it('sends a start frame as content: the text, then the image inline', () => {
    const startImage = { data: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' };
    expect(
      buildOmniRequestBody({ prompt: 'A fox', negativePrompt: 'snow', startImage }, config).input,
    ).toEqual([
      { type: 'text', text: 'A fox\n\nAvoid: snow' },
      { type: 'image', data: '/9j/', mime_type: 'image/jpeg' },
    ]);
  });

  it('maps running, finished, declined, failed and unknown interactions', () => {
    expect(toOmniStatus({ id: 'i', status: 'queued' })).toEqual({ state: 'QUEUED', progress: 5 });
    expect(toOmniStatus({ id: 'i', status: 'in_progress' })).toEqual({
      state: 'PROCESSING',
      progress: 50,
    });
    const video = (content: { type: string; uri?: string; data?: string; mime_type?: string }) => ({
      id: 'i',
      status: 'completed',
      steps: [{ type: 'model_output', content: [{ type: 'text', text: 'Here it is.' }, content] }],
    });
    expect(toOmniStatus(video({ type: 'video', uri: 'https://g.test/f:download' }))).toEqual({
      state: 'COMPLETE',
      resultUrl: 'https://g.test/f:download',
    });
    expect(toOmniStatus(video({ type: 'video', data: 'AAAA', mime_type: 'video/webm' }))).toEqual({
      state: 'COMPLETE',
      resultData: 'AAAA',
      contentType: 'video/webm',
    });
    expect(
      toOmniStatus({
        id: 'i',
        status: 'completed',
        steps: [{ type: 'model_output', content: [{ type: 'text', text: 'I cannot draw that.' }] }],
      }),
    ).toEqual({ state: 'FAILED', error: MESSAGES.providers.refused('I cannot draw that') });
    expect(
      toOmniStatus({ id: 'i', status: 'failed', errors: [{ message: 'Blocked by safety.' }] }),
    ).toEqual({ state: 'FAILED', error: MESSAGES.providers.refused('Blocked by safety') });
    expect(toOmniStatus({ id: 'i', status: 'cancelled' }).state).toBe('FAILED');
    expect(toOmniStatus({ id: 'i', status: 'paused_for_review' })).toEqual({
      state: 'PROCESSING',
      progress: 50,
      unknownState: 'paused_for_review',
    });
  });

  it('tells a Files API resource from a link to the bytes', () => {
    expect(fileResourceName('files/abc-123')).toBe('files/abc-123');
    expect(fileResourceName('https://generativelanguage.googleapis.com/v1beta/files/abc123')).toBe(
      'files/abc123',
    );
    expect(
      fileResourceName(
        'https://generativelanguage.googleapis.com/v1beta/files/abc123:download?alt=media',
      ),
    ).toBeUndefined();
    expect(fileResourceName('https://storage.googleapis.com/bucket/clip.mp4')).toBeUndefined();
    expect(fileResourceName('files/Not_An_Id')).toBeUndefined();
  });

  it('downloads a file once ACTIVE, waits while it processes, and fails as unavailable', () => {
    const link = 'https://g.test/v1beta/files/f1:download?alt=media';
    expect(toFileStatus({ name: 'files/f1', state: 'PROCESSING' }, link)).toEqual({
      state: 'PROCESSING',
      progress: 90,
    });
    expect(toFileStatus({ name: 'files/f1', state: 'ACTIVE' }, link)).toEqual({
      state: 'COMPLETE',
      resultUrl: link,
    });
    expect(
      toFileStatus({ state: 'ACTIVE', downloadUri: 'https://g.test/own:download' }, link),
    ).toEqual({ state: 'COMPLETE', resultUrl: 'https://g.test/own:download' });
    expect(() =>
      toFileStatus({ name: 'files/f1', state: 'FAILED', error: { message: 'bad' } }, link),
    ).toThrow(ProviderUnavailable);
  });
});

describe('Gemini image request and reply', () => {
  it('sends the prompt then each image inline, asking for an image back', () => {
    const body = buildImageRequestBody({
      prompt: 'make it blue',
      inputs: [{ data: Buffer.from('img'), contentType: 'image/png' }],
    });
    expect(body.contents[0]?.parts).toEqual([
      { text: 'make it blue' },
      { inlineData: { mimeType: 'image/png', data: 'aW1n' } },
    ]);
    expect(body.generationConfig).toEqual({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '1:1', imageSize: '1K' },
    });
  });

  it('finds the image part, and calls a text-only reply an unexpected format', () => {
    const image = { mimeType: 'image/png', data: 'AAAA' };
    expect(
      findImage({
        candidates: [{ content: { parts: [{ text: 'here' }, { inlineData: image }] } }],
      }),
    ).toEqual(image);
    expect(() =>
      findImage({ candidates: [{ content: { parts: [{ text: 'I cannot do that' }] } }] }),
    ).toThrow(MESSAGES.nanoBanana.unexpectedFormat);
  });
});

describe('script writers', () => {
  it('writes an opening, the points and the next step within 800 characters, different per variation', () => {
    const brief = {
      points: ['Lay out clothes the night before', 'Make breakfast a fixed menu'],
      action: 'try one tomorrow',
    };
    const first = composeScript('Morning routines for busy parents', 1, brief);
    const second = composeScript('Morning routines for busy parents', 2, brief);
    expect(first).not.toBe(second);
    expect(first.length).toBeLessThanOrEqual(800);
    expect(first.toLowerCase()).toContain('morning routines for busy parents');
    expect(first.split(/(?<=[.!?])\s/).length).toBeGreaterThanOrEqual(4);
    expect(composeScript('Morning routines for busy parents', 1, brief)).toBe(first);
    // the idea alone is said as it is, with nothing made up around it
    expect(
      composeScript('Morning routines for busy parents', 1).split(/(?<=[.!?])\s/).length,
    ).toBeLessThanOrEqual(2);
  });

  it('gives a model the brief under the idea, the points numbered in order', () => {
    const request = buildScriptRequest('sleep', 0, {
      audience: 'night nurses',
      points: ['Dark curtains', 'Same hours every day'],
      action: 'pick one tonight',
    });
    expect(request.contents[0]?.parts[0]?.text).toContain(
      'Idea: sleep\nWho it is for: night nurses\nPoints to make, in this order, each kept: 1. Dark curtains 2. Same hours every day\nWhat the viewer should do next: pick one tonight',
    );
  });

  it('asks Gemini for JSON and trims an over-long reply at a sentence', () => {
    const request = buildScriptRequest('sleep', 2);
    expect(request.generationConfig.responseMimeType).toBe('application/json');
    expect(request.contents[0]?.parts[0]?.text).toContain('Version: 3');
    const text = `${'One sentence here. '.repeat(60)}`;
    const trimmed = trimToSentence(text, 800);
    expect(trimmed.length).toBeLessThanOrEqual(800);
    expect(trimmed.endsWith('.')).toBe(true);
  });
});

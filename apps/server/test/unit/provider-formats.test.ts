import {
  ALL_VIDEO_FORMATS,
  VIDEO_ASPECTS,
  VIDEO_RESOLUTIONS,
  type FormatSupport,
  type VideoFormat,
} from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { buildImageRequestBody } from '../../src/adapters/image-generator/gemini.image-generator';
import {
  buildImageEditFields,
  buildImageGenerationBody,
  openAiImageSizes,
  OpenAiCompatibleImageGenerator,
} from '../../src/adapters/image-generator/openai-compatible.image-generator';
import { CaptionsVideoGenerator } from '../../src/adapters/video-generator/captions.video-generator';
import { geminiVideoFormats } from '../../src/adapters/video-generator/gemini-video.generator';
import { buildHeyGenVideoBody } from '../../src/adapters/video-generator/heygen.video-generator';
import { buildOmniRequestBody } from '../../src/adapters/video-generator/omni.video-generator';
import { buildVeoRequestBody } from '../../src/adapters/video-generator/veo.video-generator';
import {
  renderTimeFactor,
  resolveImageAspect,
  resolveVideoFormat,
  resultFormat,
} from '../../src/modules/generation/generation-format';
import { AppError } from '../../src/lib/app-error';

const EVERY_FORMAT: VideoFormat[] = VIDEO_ASPECTS.flatMap((aspect) =>
  VIDEO_RESOLUTIONS.map((resolution) => ({ aspect, resolution })),
);

describe('the size fields each provider is sent, per format', () => {
  it('HeyGen gets `dimension` in exact pixels for every shape and resolution', () => {
    const sizes = EVERY_FORMAT.map(
      (format) =>
        buildHeyGenVideoBody({ creatorName: 'Abigail', script: 'Hi', format }, 'v1').dimension,
    );
    expect(sizes).toEqual([
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
      { width: 720, height: 1280 },
      { width: 1080, height: 1920 },
      { width: 720, height: 720 },
      { width: 1080, height: 1080 },
    ]);
    // a job from before formats keeps the landscape 720p it always had
    expect(buildHeyGenVideoBody({ creatorName: 'Abigail', script: 'Hi' }, 'v1').dimension).toEqual({
      width: 1280,
      height: 720,
    });
  });

  it('Veo gets `aspectRatio`, and `resolution` only when it is not the 720p every model defaults to', () => {
    const config = { aspectRatio: '16:9' as const, durationSeconds: 8 };
    const parameters = (format?: VideoFormat) =>
      buildVeoRequestBody(
        { prompt: 'a fox', negativePrompt: '', ...(format && { format }) },
        config,
      ).parameters;
    expect(parameters({ aspect: '9:16', resolution: '1080p' })).toEqual({
      aspectRatio: '9:16',
      resolution: '1080p',
      durationSeconds: 8,
      sampleCount: 1,
    });
    expect(parameters({ aspect: '9:16', resolution: '720p' })).toEqual({
      aspectRatio: '9:16',
      durationSeconds: 8,
      sampleCount: 1,
    });
    expect(parameters()).toMatchObject({ aspectRatio: '16:9' });
    expect(parameters()).not.toHaveProperty('resolution');
  });

  it('Omni gets `response_format.aspect_ratio` and `resolution` from the job, not from the settings', () => {
    const body = buildOmniRequestBody(
      { prompt: 'a fox', negativePrompt: '', format: { aspect: '9:16', resolution: '1080p' } },
      { model: 'gemini-omni-1.1-flash', aspectRatio: '16:9', durationSeconds: 8 },
    );
    expect(body.response_format).toMatchObject({ aspect_ratio: '9:16', resolution: '1080p' });
  });

  it('Gemini images get `imageConfig.aspectRatio`, square when the job names none', () => {
    const config = (aspect?: '4:5' | '9:16') =>
      buildImageRequestBody({ prompt: 'a pear', inputs: [], ...(aspect && { aspect }) })
        .generationConfig.imageConfig;
    expect(config('4:5')).toEqual({ aspectRatio: '4:5', imageSize: '1K' });
    expect(config('9:16')).toEqual({ aspectRatio: '9:16', imageSize: '1K' });
    expect(config()).toEqual({ aspectRatio: '1:1', imageSize: '1K' });
  });

  it('OpenAI-compatible images get a `size` the model documents, for generations and edits alike', () => {
    const dalle3 = { baseUrl: 'http://x', apiKey: 'k', model: 'dall-e-3', size: '1024x1024' };
    expect(buildImageGenerationBody(dalle3, { prompt: 'p', inputs: [], aspect: '9:16' }).size).toBe(
      '1024x1792',
    );
    expect(buildImageGenerationBody(dalle3, { prompt: 'p', inputs: [], aspect: '16:9' }).size).toBe(
      '1792x1024',
    );
    const edit = buildImageEditFields(dalle3, {
      prompt: 'p',
      inputs: [{ data: Buffer.from('x'), contentType: 'image/png' }],
      aspect: '9:16',
    });
    expect(edit).toContainEqual({ name: 'size', value: '1024x1792' });
  });
});

describe('which formats each provider offers', () => {
  it('OpenAI-compatible servers: DALL·E 3 three shapes, GPT image squares, another server its own size', () => {
    expect(Object.keys(openAiImageSizes('dall-e-3', '1024x1024')).sort()).toEqual([
      '16:9',
      '1:1',
      '9:16',
    ]);
    expect(openAiImageSizes('gpt-image-1', '1536x1024')).toEqual({ '1:1': '1024x1024' });
    // SDXL's portrait bucket is within 1% of 9:16; a 5:3 size is none of our shapes: offered as square
    expect(openAiImageSizes('stable-diffusion', '768x1344')).toEqual({ '9:16': '768x1344' });
    expect(openAiImageSizes('stable-diffusion', '1000x600')).toEqual({ '1:1': '1000x600' });
    expect(openAiImageSizes('stable-diffusion', '1024x1280')).toEqual({ '4:5': '1024x1280' });
    expect(openAiImageSizes('stable-diffusion', 'auto')).toEqual({ '1:1': 'auto' });
    const generator = new OpenAiCompatibleImageGenerator(
      { baseUrl: 'http://x', apiKey: 'k', model: 'dall-e-3', size: '1024x1024' },
      { download: async () => undefined },
    );
    expect(generator.formats.aspects).toEqual(['1:1', '16:9', '9:16']);
  });

  it('Veo and Omni: landscape and portrait, the configured one first; Veo 2 makes 720p only', () => {
    expect(geminiVideoFormats({ model: 'veo-3.1-generate-preview', aspectRatio: '9:16' })).toEqual({
      aspects: ['9:16', '16:9'],
      resolutions: ['720p', '1080p'],
    });
    expect(geminiVideoFormats({ model: 'veo-2.0-generate-001', aspectRatio: '16:9' })).toEqual({
      aspects: ['16:9', '9:16'],
      resolutions: ['720p'],
    });
  });

  it('Captions makes its vertical creators at full HD only', () => {
    const captions = new CaptionsVideoGenerator({
      apiKey: 'k',
      baseUrl: 'http://x',
      resultHosts: [],
    } as never);
    expect(captions.formats).toEqual({ aspects: ['9:16'], resolutions: ['1080p'] });
  });
});

describe('the format rules of a job', () => {
  const vertical: FormatSupport = { aspects: ['9:16'], resolutions: ['1080p'] };

  it('takes a format the engine makes, fills in what was left out, and refuses the rest with a 400', () => {
    expect(resolveVideoFormat(ALL_VIDEO_FORMATS, 'local', { aspect: '9:16' })).toEqual({
      aspect: '9:16',
      resolution: '720p',
    });
    expect(resolveVideoFormat(vertical, 'captions', undefined)).toEqual({
      aspect: '9:16',
      resolution: '1080p',
    });
    const refusal = (() => {
      try {
        resolveVideoFormat(vertical, 'captions', { aspect: '1:1' });
      } catch (error) {
        return error;
      }
    })() as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal.code).toBe('BAD_REQUEST');
    expect(refusal.message).toBe(
      'Captions cannot make 1:1 here; it makes 9:16. Nothing was charged.',
    );
    expect(() => resolveVideoFormat(vertical, 'captions', { resolution: '720p' })).toThrow(
      'Captions cannot make 720p here; it makes 1080p.',
    );
    expect(() =>
      resolveImageAspect({ aspects: ['1:1'], resolutions: [] }, 'openai-compatible', '4:5'),
    ).toThrow('The image server cannot make 4:5 here');
  });

  it('counts a 1080p offline render as twice the work; a provider takes its own time', () => {
    expect(renderTimeFactor('1080p', true)).toBe(2);
    expect(renderTimeFactor('720p', true)).toBe(1);
    expect(renderTimeFactor('1080p', false)).toBe(1);
    expect(renderTimeFactor(null, true)).toBe(1);
  });

  it('labels a result by its real size, and says nothing for a job from before formats', () => {
    expect(
      resultFormat({ aspect: '9:16', resolution: '1080p', width: 1080, height: 1920 }, 'video'),
    ).toEqual({
      aspect: '9:16',
      resolution: '1080p',
      width: 1080,
      height: 1920,
      label: '9:16 · 1080p',
    });
    // a provider's image in another size than asked is labelled as it came
    expect(
      resultFormat({ aspect: '16:9', resolution: null, width: 1792, height: 1024 }, 'image')?.label,
    ).toBe('16:9');
    expect(resultFormat({ aspect: '4:5', resolution: null }, 'image')?.label).toBe('4:5');
    expect(resultFormat({ aspect: null, resolution: null }, 'video')).toBeNull();
  });
});

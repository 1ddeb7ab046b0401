import { describe, expect, it } from 'vitest';
import { classifyOpenAiError } from '../../src/adapters/http/openai-api';
import { ProviderUnavailable } from '../../src/adapters/http/provider-errors';
import {
  buildImageEditFields,
  buildImageGenerationBody,
  sniffImageType,
} from '../../src/adapters/image-generator/openai-compatible.image-generator';
import {
  buildChatScriptRequest,
  readChatScript,
  refusesResponseFormat,
  scriptFromText,
} from '../../src/adapters/script-writer/openai-compatible.script-writer';
import { buildSpeechRequest } from '../../src/adapters/voice/openai-compatible.speech-voice';
import { chooseVoice, DEFAULT_VOICES } from '../../src/adapters/voice/speech-voice';
import { type ConfigError, loadConfig } from '../../src/config';

const error = (type: string, code: string | null, message = 'm') =>
  JSON.stringify({ error: { message, type, param: null, code } });

describe('OpenAI-compatible request bodies, as data', () => {
  it('asks for a strict JSON schema, or for JSON in words only', () => {
    const structured = buildChatScriptRequest('llama3.2', 'tea', 1, true);
    expect(structured.model).toBe('llama3.2');
    expect(structured.messages[0]!.role).toBe('system');
    expect(structured.messages[1]!.content).toBe(
      'Idea: tea\nVersion: 2 (make it different from earlier versions)',
    );
    expect(structured.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'presenter_script',
        strict: true,
        schema: {
          type: 'object',
          properties: { script: { type: 'string' } },
          required: ['script'],
          additionalProperties: false,
        },
      },
    });
    expect('response_format' in buildChatScriptRequest('m', 'tea', 0, false)).toBe(false);
  });

  it('builds speech and image requests', () => {
    expect(buildSpeechRequest('kokoro', 'Hi.', 'af_heart')).toEqual({
      model: 'kokoro',
      input: 'Hi.',
      voice: 'af_heart',
      response_format: 'wav',
    });
    const config = { baseUrl: 'http://gpu:8000', model: 'sd', size: '512x512' };
    const request = { prompt: 'a cat', inputs: [] };
    expect(buildImageGenerationBody(config, request)).toEqual({
      model: 'sd',
      prompt: 'a cat',
      n: 1,
      size: '512x512',
    });
    expect(buildImageGenerationBody({ ...config, responseFormat: 'url' }, request)).toMatchObject({
      response_format: 'url',
    });
    const image = { data: Buffer.from('x'), contentType: 'image/jpeg' };
    const fields = buildImageEditFields(config, { prompt: 'warmer', inputs: [image, image] });
    expect(fields.map((field) => field.name)).toEqual([
      'model',
      'prompt',
      'n',
      'size',
      'image[]',
      'image[]',
    ]);
    expect(fields[4]).toMatchObject({
      file: { filename: 'input-1.jpg', contentType: 'image/jpeg' },
    });
    expect(buildImageEditFields(config, { prompt: 'p', inputs: [image] }).at(-1)!.name).toBe(
      'image',
    );
  });
});

describe('reading OpenAI-compatible answers', () => {
  it('finds the script in JSON, fenced JSON, after a <think> block, or as prose', () => {
    expect(scriptFromText('{"script":" Hello. "}')).toBe('Hello.');
    expect(scriptFromText('```json\n{"script": "Fenced."}\n```')).toBe('Fenced.');
    expect(scriptFromText('<think>{"plan": 1}</think>\n{"script": "After."}')).toBe('After.');
    expect(scriptFromText('Just words.')).toBe('Just words.');
    expect(() => readChatScript({ choices: [] })).toThrow(ProviderUnavailable);
    expect(() =>
      readChatScript({ choices: [{ finish_reason: 'stop', message: { content: '' } }] }),
    ).toThrow(/no script/);
  });

  it('sees a refused response_format only in a 400/422 that names it', () => {
    const named = new ProviderUnavailable(
      'x',
      'm',
      400,
      error('invalid_request_error', null, "'response_format' is not supported"),
    );
    expect(refusesResponseFormat(named)).toBe(true);
    expect(
      refusesResponseFormat(new ProviderUnavailable('x', 'm', 422, 'json_schema: extra field')),
    ).toBe(true);
    expect(
      refusesResponseFormat(
        new ProviderUnavailable('x', 'm', 400, error('invalid_request_error', null)),
      ),
    ).toBe(false);
    expect(refusesResponseFormat(new ProviderUnavailable('x', 'm', 404, 'response_format'))).toBe(
      false,
    );
  });

  it('classifies the error object: spent quota, moderation, the rest by status', () => {
    expect(classifyOpenAiError(429, error('insufficient_quota', 'insufficient_quota'))).toEqual({
      fault: 'operator',
    });
    expect(classifyOpenAiError(429, error('requests', 'rate_limit_exceeded'))).toBeUndefined();
    expect(
      classifyOpenAiError(
        400,
        error(
          'image_generation_user_error',
          'moderation_blocked',
          'Rejected by our safety system.',
        ),
      ),
    ).toEqual({ fault: 'refused', reason: 'Rejected by our safety system' });
    expect(
      classifyOpenAiError(400, error('invalid_request_error', 'unknown_parameter')),
    ).toBeUndefined();
    expect(classifyOpenAiError(502, '<html>bad gateway</html>')).toBeUndefined();
  });

  it('knows PNG and JPEG by their bytes, and nothing else', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('ffd8ffe000', 'hex'))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
  });

  it('chooses a voice: avatar id, language-gender, language, gender, default', () => {
    const voices = { ...DEFAULT_VOICES, ava: 'coral', 'de-female': 'de_f', fr: 'fr_any' };
    const speaker = (avatarId: string, language: string, gender: string) =>
      chooseVoice(voices, { avatarId, language, gender });
    expect(speaker('ava', 'en-US', 'female')).toBe('coral');
    expect(speaker('lena', 'de-DE', 'female')).toBe('de_f');
    expect(speaker('paul', 'fr-FR', 'male')).toBe('fr_any');
    expect(speaker('tom', 'en-US', 'male')).toBe('onyx');
    expect(
      chooseVoice({ default: 'alloy' }, { avatarId: 'x', language: 'en', gender: 'male' }),
    ).toBe('alloy');
  });
});

describe('choosing engines in config', () => {
  it('changes nothing when no new variable is set', () => {
    const config = loadConfig({});
    expect(config.engines).toEqual({ script: 'local', image: 'local', voice: 'local' });
    expect(config.providers.openai).toBeUndefined();
    expect(loadConfig({ GEMINI_API_KEY: 'k' }).engines).toEqual({
      script: 'gemini',
      image: 'gemini',
      voice: 'local',
    });
  });

  it('picks each tool on its own, one server for all, with or without /v1', () => {
    const config = loadConfig({
      GEMINI_API_KEY: 'k',
      SCRIPT_PROVIDER: 'openai-compatible',
      SCRIPT_MODEL: 'llama3.2',
      VOICE_PROVIDER: 'openai-compatible',
      TTS_MODEL: 'kokoro',
      TTS_VOICES: '{"Female":"af_heart","de":"df_x"}',
      OPENAI_BASE_URL: 'http://gpu.lan:11434/v1/',
    });
    expect(config.engines).toEqual({
      script: 'openai-compatible',
      image: 'gemini',
      voice: 'openai-compatible',
    });
    expect(config.providers.openai).toMatchObject({
      baseUrl: 'http://gpu.lan:11434',
      apiKey: undefined,
      script: { model: 'llama3.2', baseUrl: 'http://gpu.lan:11434' },
      image: undefined,
      voice: {
        model: 'kokoro',
        voices: { default: 'alloy', female: 'af_heart', male: 'onyx', de: 'df_x' },
      },
    });
  });

  it('reports what is missing or wrong', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (caught) {
        return (caught as ConfigError).problems;
      }
    };
    expect(
      problems({ IMAGE_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: 'http://gpu:8000' }),
    ).toEqual(['IMAGE_MODEL: is required when IMAGE_PROVIDER=openai-compatible']);
    expect(problems({ SCRIPT_PROVIDER: 'openai-compatible', SCRIPT_MODEL: 'gpt-5-mini' })).toEqual([
      'OPENAI_API_KEY: is required when SCRIPT_PROVIDER=openai-compatible uses api.openai.com',
    ]);
    expect(problems({ SCRIPT_PROVIDER: 'gemini' })).toEqual([
      'GEMINI_API_KEY: is required when SCRIPT_PROVIDER=gemini',
    ]);
    expect(
      problems({
        VOICE_PROVIDER: 'openai-compatible',
        TTS_MODEL: 'kokoro',
        OPENAI_BASE_URL: 'http://tts:8880',
        TTS_VOICES: '["x"]',
      })[0],
    ).toMatch(/^TTS_VOICES: must be a JSON object/);
    expect(
      problems({
        VOICE_PROVIDER: 'openai-compatible',
        TTS_MODEL: 'kokoro',
        OPENAI_BASE_URL: 'http://tts:8880',
        CAPTIONS_API_KEY: 'c',
      }),
    ).toEqual(['VOICE_PROVIDER: must be local while CAPTIONS_API_KEY makes the avatar videos']);
    expect(
      problems({
        IMAGE_PROVIDER: 'openai-compatible',
        IMAGE_MODEL: 'x',
        OPENAI_BASE_URL: 'http://gpu:8000',
        IMAGE_SIZE: 'big',
      }),
    ).toEqual(['IMAGE_SIZE: must be WIDTHxHEIGHT or auto']);
  });
});

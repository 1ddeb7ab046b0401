import { describe, expect, it } from 'vitest';
import { ENGINE_NOTES, engineNote } from '../src';

describe('the engine line of a tool page', () => {
  it('names the offline engine, an OpenAI-compatible model, or the cloud provider', () => {
    expect(engineNote('nano-banana', 'local')).toBe(ENGINE_NOTES['nano-banana'].offline);
    expect(engineNote('nano-banana', 'openai-compatible')).toBe(
      'Made by your OpenAI-compatible model',
    );
    expect(engineNote('nano-banana', 'gemini')).toBe('Images are made by Google Gemini');
    expect(engineNote('ai-avatar', 'captions')).toBe('Videos are made by Captions');
    expect(engineNote('ai-avatar', 'heygen')).toBe('Videos are made by HeyGen');
  });
});

import { callOpenAi, OPENAI_COMPATIBLE, type OpenAiEndpoint } from '../http/openai-api';
import { ProviderUnavailable } from '../http/provider-errors';
import type { SpeechVoice } from './speech-voice';

export interface OpenAiVoiceConfig extends OpenAiEndpoint {
  model: string;
}

/** Speech for a one-minute script takes seconds on a GPU, longer on a CPU-only server. */
const TIMEOUT_MS = 120_000;

/** A neural voice from any server speaking OpenAI's `POST /v1/audio/speech`, asked for WAV. */
export class OpenAiCompatibleSpeechVoice implements SpeechVoice {
  readonly provider = OPENAI_COMPATIBLE;
  readonly identity: string;

  constructor(private readonly config: OpenAiVoiceConfig) {
    this.identity = `${OPENAI_COMPATIBLE} ${config.baseUrl} ${config.model}`;
  }

  async speak(text: string, voice: string, deadline?: Date): Promise<Buffer> {
    const answer = await callOpenAi(this.config, {
      path: '/audio/speech',
      method: 'POST',
      json: buildSpeechRequest(this.config.model, text, voice),
      timeoutMs: TIMEOUT_MS,
      deadline,
    });
    if (answer.bytes.toString('latin1', 0, 4) !== 'RIFF') {
      // some servers ignore response_format and answer MP3: lip sync needs the samples
      throw new ProviderUnavailable(
        OPENAI_COMPATIBLE,
        `/v1/audio/speech answered ${answer.headers.get('content-type') ?? 'something'} that is not a WAV file`,
        answer.status,
        answer.body.slice(0, 200),
      );
    }
    return answer.bytes;
  }
}

/** The request body, as data. */
export function buildSpeechRequest(model: string, text: string, voice: string) {
  return { model, input: text, voice, response_format: 'wav' };
}

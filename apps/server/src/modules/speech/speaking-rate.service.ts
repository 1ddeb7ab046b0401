import { measureSpeakingRate, toSpeakingRate, type SpeakingRate } from '@orato/shared';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { SpeakingRateRepository } from './speaking-rate.repository';

export const MEASURE_VOICE_JOB = 'speech.measure-voice';
export const CHECK_SPEECH_ENGINE_JOB = 'speech.check-engine';

/** The engine that speaks: the avatar generator, when it has voices of its own. */
export interface SpeakingEngine {
  speak?(voiceKey: string, text: string): Promise<number>;
  /**
   * A stable name of the engine, for engines whose takes vary in length (a neural voice): their
   * fingerprint is this name, not a timed sentence that would differ on every worker start.
   */
  readonly voiceEngine?: string;
}

export interface VoiceRef {
  key: string;
  language: string;
}

// the same sentence in the same voice lasts the same: a different length means a different engine
const FINGERPRINT_TEXT = 'Orato measures how fast each voice speaks.';

/**
 * Each voice's pace as the speech engine itself measures it, so length estimates follow the engine
 * in use. Workers measure (the API never synthesises); until a voice is measured, estimates use the
 * per-character fallback pace.
 */
export class SpeakingRateService {
  private fingerprint: Promise<string | undefined> | undefined;

  constructor(
    private readonly engine: SpeakingEngine,
    private readonly rates: SpeakingRateRepository,
    private readonly queue: JobQueue,
    /** The engine's voices; the first one is the fingerprint's. */
    private readonly voices: () => Promise<VoiceRef[]>,
  ) {}

  /** The voice's measured pace, or the fallback while a worker measures it. */
  async rateFor(voice: VoiceRef | undefined): Promise<{ rate: SpeakingRate; measured: boolean }> {
    const stored = voice ? await this.rates.find(voice.key) : undefined;
    if (voice && !stored && this.engine.speak) {
      await this.queue.enqueue(MEASURE_VOICE_JOB, voice, { retryLimit: 2 });
    }
    return { rate: toSpeakingRate(stored?.rate), measured: stored !== undefined };
  }

  /** Worker start: drops rates another engine measured. Returns how many were dropped. */
  async checkEngine(): Promise<number> {
    const engine = await this.engineFingerprint();
    return engine ? this.rates.deleteOtherEngines(engine) : 0;
  }

  /** Measures a voice once per engine: the silence around a take, then each class of character. */
  async measure(voice: VoiceRef): Promise<SpeakingRate | undefined> {
    const speak = this.engine.speak?.bind(this.engine);
    if (!speak) {
      return undefined;
    }
    const engine = await this.engineFingerprint();
    const stored = await this.rates.find(voice.key);
    if (!engine || (stored && stored.engine === engine)) {
      return toSpeakingRate(stored?.rate);
    }
    const rate = await measureSpeakingRate((text) => speak(voice.key, text), voice.language);
    await this.rates.save(voice.key, engine, rate);
    return rate;
  }

  /** The length of one sentence in the first voice; undefined for an engine with no voices. */
  private engineFingerprint(): Promise<string | undefined> {
    this.fingerprint ??= this.voices().then(async ([probe]) => {
      if (!probe || !this.engine.speak) {
        return undefined;
      }
      if (this.engine.voiceEngine) {
        return this.engine.voiceEngine;
      }
      const seconds = await this.engine.speak(probe.key, FINGERPRINT_TEXT);
      return `${probe.key}:${seconds.toFixed(4)}`;
    });
    this.fingerprint.catch(() => (this.fingerprint = undefined));
    return this.fingerprint;
  }
}

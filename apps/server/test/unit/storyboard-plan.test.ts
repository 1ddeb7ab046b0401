import {
  CREDIT_COSTS,
  fallbackSpeakingRate,
  ownVoiceCredits,
  quoteAvatarVideo,
} from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { LocalScriptWriter } from '../../src/adapters/script-writer/local.script-writer';
import { readScenes } from '../../src/adapters/script-writer/scene-drafts';
import { ProviderUnavailable } from '../../src/adapters/http/provider-errors';
import { promptFromLine, splitIntoLines, wellFormed } from '../../src/lib/scene-lines';
import { proposeScenes } from '../../src/modules/storyboard/storyboard-draft';
import { planScene, sceneFingerprint } from '../../src/modules/storyboard/storyboard-plan';

describe('a pasted script split into scenes', () => {
  it('keeps the words as written, one sentence a scene', () => {
    const script =
      'Hi! Welcome back. Today we look at why a tidy desk helps you think more clearly during long days. It is easier than it sounds. Start small.';
    const lines = splitIntoLines(script);
    expect(lines).toEqual([
      'Hi!',
      'Welcome back.',
      'Today we look at why a tidy desk helps you think more clearly during long days.',
      'It is easier than it sounds.',
      'Start small.',
    ]);
    expect(lines.join(' ')).toBe(script);
  });

  it('pairs short sentences only when a script has more sentences than scenes', () => {
    const script = Array.from({ length: 16 }, (_, index) => `Step ${index + 1}.`).join(' ');
    const lines = splitIntoLines(script);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('Step 1. Step 2.');
    expect(lines.join(' ')).toBe(script);
  });

  it('cuts a sentence longer than a scene may say at a word, and keeps at most 12 scenes', () => {
    const long = `${'word '.repeat(80).trim()}.`;
    const [first, second] = splitIntoLines(long);
    expect(first!.length).toBeLessThanOrEqual(300);
    expect(`${first} ${second}`).toBe(long);
    const many = Array.from(
      { length: 30 },
      (_, index) => `Sentence number ${index} is here and rather long, so it stands alone.`,
    ).join(' ');
    expect(splitIntoLines(many)).toHaveLength(12);
  });

  it('proposes a prompt from the things the line names, never its connective words', () => {
    expect(promptFromLine('Then give every object a home on the desk.')).toBe(
      'A cinematic shot of desk, soft natural light',
    );
  });
});

describe('the proposed visuals', () => {
  it('opens and closes on the presenter, with shots and stills between', () => {
    const scenes = proposeScenes(
      ['one', 'two', 'three', 'four', 'five'].map((line) => ({ line, prompt: `p ${line}` })),
    );
    expect(scenes.map((scene) => scene.visual)).toEqual([
      { kind: 'presenter' },
      { kind: 'shot', source: 'generate', prompt: 'p two' },
      { kind: 'still', source: 'generate', prompt: 'p three' },
      { kind: 'shot', source: 'generate', prompt: 'p four' },
      { kind: 'presenter' },
    ]);
  });
});

describe("a writer's scenes read from its JSON", () => {
  it('reads them from a code fence or after a think block, cut to the limits', () => {
    const text = `<think>plan</think>\`\`\`json\n${JSON.stringify({
      scenes: [
        { line: ` ${'a'.repeat(400)} `, prompt: 'x' },
        { line: '   ', prompt: 'empty lines are dropped' },
      ],
    })}\n\`\`\``;
    expect(readScenes('gemini', text)).toEqual([{ line: 'a'.repeat(300), prompt: 'x' }]);
  });

  it('refuses an answer without scenes as the provider being unavailable', () => {
    expect(() => readScenes('gemini', '{"script":"no scenes"}')).toThrow(ProviderUnavailable);
  });
});

describe('a scene priced', () => {
  const rate = fallbackSpeakingRate();
  const line = 'First, clear everything off the desk and keep only the tools you use each day.';
  const narration = quoteAvatarVideo(line, rate);
  const scene = (visual: object, reused?: { clipKey: string; durationSeconds: number }) =>
    planScene(
      {
        position: 0,
        line,
        resolved: { visual: visual as never },
        fingerprint: 'f',
        ...(reused && { reused }),
      },
      rate,
    );

  it('costs its narrated seconds, plus 120 for a generated shot and 2 for a generated still', () => {
    expect(scene({ kind: 'presenter' }).quote).toEqual({
      seconds: narration.seconds,
      credits: narration.estimateCredits,
      hold_credits: narration.holdCredits,
      reused: false,
    });
    const shot = scene({ kind: 'shot', source: 'generate', prompt: 'a desk' }).quote;
    expect(shot.credits).toBe(narration.estimateCredits + CREDIT_COSTS.veoVideo);
    expect(shot.hold_credits).toBe(narration.holdCredits + CREDIT_COSTS.veoVideo);
    const still = scene({ kind: 'still', source: 'generate', prompt: 'a desk' }).quote;
    expect(still.credits).toBe(narration.estimateCredits + CREDIT_COSTS.image);
    const library = scene({ kind: 'still', source: 'library', library_item_id: 'x' }).quote;
    expect(library.credits).toBe(narration.estimateCredits);
  });

  it('costs nothing when an identical delivered scene is reused', () => {
    expect(scene({ kind: 'presenter' }, { clipKey: 'k', durationSeconds: 4.2 }).quote).toEqual({
      seconds: 5,
      credits: 0,
      hold_credits: 0,
      reused: true,
    });
  });

  it('prices a scene speaking a recording by its exact seconds, held as quoted, whatever its words', () => {
    const recorded = (words: string) =>
      planScene(
        {
          position: 0,
          line: words,
          resolved: { visual: { kind: 'presenter' } },
          fingerprint: 'f',
          recording: { key: 'users/u/uploads/take.wav', seconds: 4.2 },
        },
        rate,
      );
    expect(recorded('').quote).toEqual({
      seconds: 5,
      credits: ownVoiceCredits(4.2),
      hold_credits: ownVoiceCredits(4.2),
      reused: false,
    });
    expect(recorded(line).quote).toEqual(recorded('').quote);
    expect(recorded('').recording).toEqual({ key: 'users/u/uploads/take.wav', seconds: 4.2 });
    // the recording names the scene: another take is another scene, the same take the same one
    const presenter = { visual: { kind: 'presenter' as const } };
    const withTake = (key?: string) =>
      sceneFingerprint('Ava', false, line, presenter, undefined, key);
    expect(withTake('a')).not.toBe(withTake('b'));
    expect(withTake('a')).not.toBe(withTake());
    expect(withTake()).toBe(sceneFingerprint('Ava', false, line, presenter));
  });

  it('names material by its key and ignores the bubble on presenter scenes', () => {
    const still = (materialKey: string) => ({
      visual: {
        kind: 'still' as const,
        source: 'upload' as const,
        upload_url: `/x?sig=${materialKey}`,
      },
      materialKey,
    });
    expect(sceneFingerprint('Ava', false, line, still('a'))).not.toBe(
      sceneFingerprint('Ava', false, line, still('b')),
    );
    const presenter = { visual: { kind: 'presenter' as const } };
    expect(sceneFingerprint('Ava', true, line, presenter)).toBe(
      sceneFingerprint('Ava', false, line, presenter),
    );
    expect(sceneFingerprint('Ava', false, line, presenter)).not.toBe(
      sceneFingerprint('Noah', false, line, presenter),
    );
  });
});

describe('cuts never break a character', () => {
  it('keeps emoji whole when a line or prompt is cut at its limit', () => {
    const lines = splitIntoLines(`Start: ${'🙂'.repeat(300)}`);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(300);
      expect(wellFormed(line)).toBe(line);
    }
    const prompt = promptFromLine('🙂'.repeat(100));
    expect(wellFormed(prompt)).toBe(prompt);
    // the embedded writer's own script of an idea with no space at all
    return new LocalScriptWriter().draftScenes('🙂'.repeat(300), 1).then((scenes) => {
      for (const scene of scenes) {
        expect([wellFormed(scene.line), wellFormed(scene.prompt)]).toEqual([
          scene.line,
          scene.prompt,
        ]);
      }
    });
  });
});

import type { ScriptBrief } from '@orato/shared';

/**
 * The user's brief as lines under the idea, for a model: only what was given, the points numbered
 * in the order they must be said.
 */
export function briefLines(brief: ScriptBrief = {}): string {
  const points = (brief.points ?? []).filter((point) => point.trim());
  return [
    brief.audience ? `\nWho it is for: ${brief.audience}` : '',
    points.length > 0
      ? `\nPoints to make, in this order, each kept: ${points.map((point, index) => `${index + 1}. ${point}`).join(' ')}`
      : '',
    brief.action ? `\nWhat the viewer should do next: ${brief.action}` : '',
  ].join('');
}

/** A scene as a writer drafts it: its line, and what a generated visual of it could show. */
export interface SceneDraft {
  line: string;
  prompt: string;
}

/** Writes a short spoken script for a talking-avatar video from a one-line idea. */
export interface ScriptWriter {
  readonly provider: string;
  /** The languages it writes in (BCP 47 base codes); absent when it writes in the idea's, whatever it is. */
  readonly languages?: readonly string[];
  /**
   * `variation` differs on every Regenerate, so the same idea gives a fresh script. `brief` holds
   * the user's own audience, points (in order) and next step, which the script must carry.
   */
  writeScript(topic: string, variation: number, brief?: ScriptBrief): Promise<string>;
  /**
   * A storyboard's scenes from an idea: one or two spoken sentences each, in order, each with a
   * prompt for a shot or still that shows what the line says.
   */
  draftScenes(idea: string, variation: number, brief?: ScriptBrief): Promise<SceneDraft[]>;
}

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
  /** `variation` differs on every Regenerate, so the same idea gives a fresh script. */
  writeScript(topic: string, variation: number): Promise<string>;
  /**
   * A storyboard's scenes from an idea: one or two spoken sentences each, in order, each with a
   * prompt for a shot or still that shows what the line says.
   */
  draftScenes(idea: string, variation: number): Promise<SceneDraft[]>;
}

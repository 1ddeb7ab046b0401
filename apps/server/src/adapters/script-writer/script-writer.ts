/** Writes a short spoken script for a talking-avatar video from a one-line idea. */
export interface ScriptWriter {
  readonly provider: string;
  /** `variation` differs on every Regenerate, so the same idea gives a fresh script. */
  writeScript(topic: string, variation: number): Promise<string>;
}

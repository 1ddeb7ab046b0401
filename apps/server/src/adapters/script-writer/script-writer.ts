/** Writes a short spoken script for a talking-avatar video from a one-line idea. */
export interface ScriptWriter {
  readonly provider: string;
  /** The languages it writes in (BCP 47 base codes); absent when it writes in the idea's, whatever it is. */
  readonly languages?: readonly string[];
  /** `variation` differs on every Regenerate, so the same idea gives a fresh script. */
  writeScript(topic: string, variation: number): Promise<string>;
}

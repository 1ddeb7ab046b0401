/** What the pipeline needs to know about, and take from, a finished video. */
export interface MediaToolkit {
  probe(
    path: string,
  ): Promise<{ durationSeconds: number; width: number | null; height: number | null }>;
  /** Writes one JPEG frame taken `atSeconds` in (or the first frame of a shorter video). */
  extractPoster(videoPath: string, outputPath: string, atSeconds: number): Promise<void>;
}

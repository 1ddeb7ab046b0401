/**
 * Reads ffmpeg's `-progress pipe:1` output as it arrives and reports the seconds encoded so far.
 * Chunks may cut a line in two, so the unfinished tail waits for the next chunk. Despite its name,
 * `out_time_ms` is in microseconds, like the `out_time_us` newer builds add; `N/A` (before the
 * first frame) is not a time.
 */
export function ffmpegProgressReader(
  onSeconds: (seconds: number) => void,
): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_[mu]s=(\d+)\s*$/.exec(line);
      if (match) {
        onSeconds(Number(match[1]) / 1_000_000);
      }
    }
  };
}

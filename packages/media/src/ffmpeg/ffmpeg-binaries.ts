import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface FfmpegVersion {
  major: number;
  minor: number;
}

/** What the argument builders must know about the ffmpeg that will run them. */
export interface FfmpegFeatures {
  /** `-fps_mode` (ffmpeg 5.1 and later) instead of `-vsync`, deprecated since. */
  fpsMode: boolean;
}

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** Unset: the bundled build's (4.1). */
  features?: FfmpegFeatures;
  /** Which binary was picked and why, for the startup log. */
  choice?: string;
}

/** The static build that npm installs (@ffmpeg-installer), a 4.1 development snapshot. */
export const BUNDLED_FFMPEG_VERSION: FfmpegVersion = { major: 4, minor: 1 };

const formatVersion = (version: FfmpegVersion) => `${version.major}.${version.minor}`;

/**
 * The version from `ffmpeg -version`: a release ("5.1.6-0+deb12u1", "n7.1") or, for a snapshot
 * ("N-47683-g0e8eb07980"), the release its libavcodec belongs to (58 → 4, 59 → 5, 59.37 → 5.1…).
 */
export function parseFfmpegVersion(output: string): FfmpegVersion | undefined {
  const release = /^ffmpeg version n?(\d+)\.(\d+)/m.exec(output);
  if (release) {
    return { major: Number(release[1]), minor: Number(release[2]) };
  }
  const codec = /^libavcodec\s+(\d+)\.\s*(\d+)/m.exec(output);
  if (!codec) {
    return undefined;
  }
  const [major, minor] = [Number(codec[1]), Number(codec[2])];
  return major === 59 && minor >= 37 ? { major: 5, minor: 1 } : { major: major - 54, minor: 0 };
}

export function isNewerThan(version: FfmpegVersion, than: FfmpegVersion): boolean {
  return version.major !== than.major ? version.major > than.major : version.minor > than.minor;
}

export function ffmpegFeatures(version: FfmpegVersion): FfmpegFeatures {
  return { fpsMode: isNewerThan(version, { major: 5, minor: 0 }) };
}

export interface FfmpegCandidate {
  /** A path, or a bare name that the system looks up on PATH. */
  path: string;
  /** Where it came from, as the log names it. */
  origin: 'FFMPEG_PATH' | 'PATH';
  /** Undefined when it does not run or does not say its version. */
  version: FfmpegVersion | undefined;
}

/**
 * The first candidate newer than the bundled build, else the bundled build. A FFMPEG_PATH that
 * does not run at all is a configuration mistake, not something to step around quietly.
 */
export function chooseFfmpeg(candidates: FfmpegCandidate[]): {
  candidate?: FfmpegCandidate;
  reason: string;
} {
  const broken = candidates.find(
    (candidate) => candidate.origin === 'FFMPEG_PATH' && !candidate.version,
  );
  if (broken) {
    throw new Error(`FFMPEG_PATH ${broken.path} does not run or does not report its version`);
  }
  const newer = candidates.find(
    (candidate) => candidate.version && isNewerThan(candidate.version, BUNDLED_FFMPEG_VERSION),
  );
  if (newer) {
    return {
      candidate: newer,
      reason: `${newer.path} ${formatVersion(newer.version!)} (${newer.origin})`,
    };
  }
  const seen = candidates
    .filter((candidate) => candidate.version)
    .map((candidate) => `${candidate.origin} has ${formatVersion(candidate.version!)}`);
  return {
    reason: `bundled ${formatVersion(BUNDLED_FFMPEG_VERSION)}${seen.length ? ` (${seen.join(', ')}, not newer)` : ''}`,
  };
}

/** Runs `<binary> -version`; undefined when it cannot run. */
export function probeFfmpegVersion(binary: string): FfmpegVersion | undefined {
  const result = spawnSync(binary, ['-hide_banner', '-version'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  return result.status === 0 ? parseFfmpegVersion(result.stdout) : undefined;
}

const runs = (binary: string) =>
  spawnSync(binary, ['-hide_banner', '-version'], { timeout: 10_000 }).status === 0;

const located = new Map<string, FfmpegBinaries>();

/** How long one run of a build takes, in ms: start-up included, which is most of a short run. */
export type FfmpegTimer = (binary: string) => number | undefined;

/**
 * Where ffmpeg and ffprobe live. FFMPEG_PATH, when newer than the bundled 4.1, is the operator's
 * choice and is used. An `ffmpeg` on PATH newer than the bundled build is used only when it is
 * also faster: a short encode timed with each (`timer`), once per machine (remembered in the temp
 * folder). Debian's 5.1 loads some 200 shared libraries at every start, and a storyboard starts
 * ffmpeg and ffprobe dozens of times, so the static bundled build wins there. Otherwise the static
 * builds that npm installed for this platform. FFPROBE_PATH always wins for ffprobe. Checked once
 * per process.
 */
export function locateFfmpeg(
  overrides: { ffmpegPath?: string; ffprobePath?: string } = {},
  probe: (binary: string) => FfmpegVersion | undefined = probeFfmpegVersion,
  timer: FfmpegTimer = rememberedTimer,
): FfmpegBinaries {
  const key = `${overrides.ffmpegPath ?? ''}\n${overrides.ffprobePath ?? ''}`;
  const known = located.get(key);
  if (known && probe === probeFfmpegVersion) {
    return known;
  }
  const candidates: FfmpegCandidate[] = [
    ...(overrides.ffmpegPath
      ? [
          {
            path: overrides.ffmpegPath,
            origin: 'FFMPEG_PATH' as const,
            version: probe(overrides.ffmpegPath),
          },
        ]
      : []),
    { path: 'ffmpeg', origin: 'PATH', version: probe('ffmpeg') },
  ];
  const bundled = (reason: string): FfmpegBinaries => ({
    ffmpeg: installedPath('@ffmpeg-installer/ffmpeg'),
    ffprobe: overrides.ffprobePath ?? installedPath('@ffprobe-installer/ffprobe'),
    features: ffmpegFeatures(BUNDLED_FFMPEG_VERSION),
    choice: reason,
  });
  const { candidate, reason } = chooseFfmpeg(candidates);
  const slower = candidate?.origin === 'PATH' && slowerThanBundled(candidate.path, timer);
  const binaries: FfmpegBinaries =
    candidate && !slower
      ? {
          ffmpeg: candidate.path,
          ffprobe: overrides.ffprobePath ?? systemFfprobe(candidate.path),
          features: ffmpegFeatures(candidate.version!),
          choice: reason,
        }
      : bundled(
          slower
            ? `bundled ${formatVersion(BUNDLED_FFMPEG_VERSION)} (faster than ${reason}: ${slower})`
            : reason,
        );
  if (probe === probeFfmpegVersion) {
    located.set(key, binaries);
  }
  return binaries;
}

/**
 * False when the system build is at least as fast as the bundled one (a tenth of slack, so
 * noise does not flip the choice), else why it is not.
 */
function slowerThanBundled(systemPath: string, timer: FfmpegTimer): string | false {
  const system = timer(systemPath);
  const bundled = timer(installedPath('@ffmpeg-installer/ffmpeg'));
  if (system === undefined || bundled === undefined || system <= bundled * 1.1) {
    return false;
  }
  return `${Math.round(bundled)} ms against ${Math.round(system)} ms for a short encode`;
}

/** The short encode: a fifth of a second of 720p through the renders' encoder settings. */
export const FFMPEG_SPEED_PROBE_ARGS = [
  ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
  ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=0.2'],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '23', '-f', 'null', '-'],
];

/** The best of three runs of the short encode, in ms; undefined when it fails. */
export function timeFfmpeg(binary: string): number | undefined {
  let best: number | undefined;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const result = spawnSync(binary, FFMPEG_SPEED_PROBE_ARGS, { timeout: 20_000 });
    if (result.status !== 0) {
      return undefined;
    }
    best = Math.min(best ?? Infinity, performance.now() - started);
  }
  return best;
}

const TIMINGS_FILE = path.join(tmpdir(), 'orato-ffmpeg-timings.json');

/** `timeFfmpeg`, remembered per binary and version in the temp folder: a restart does not re-time. */
function rememberedTimer(binary: string): number | undefined {
  const identity = `${binary} ${JSON.stringify(probeFfmpegVersion(binary))}`;
  let known: Record<string, number> = {};
  try {
    known = JSON.parse(readFileSync(TIMINGS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    // first start on this machine, or the file was cleared: time them now
  }
  if (typeof known[identity] === 'number') {
    return known[identity];
  }
  const ms = timeFfmpeg(binary);
  if (ms !== undefined) {
    try {
      writeFileSync(TIMINGS_FILE, JSON.stringify({ ...known, [identity]: ms }));
    } catch {
      // a read-only temp folder only means timing again at the next start
    }
  }
  return ms;
}

/** The ffprobe that came with a system ffmpeg: beside it, or on PATH; else the bundled one. */
function systemFfprobe(ffmpegPath: string): string {
  const beside = ffmpegPath.includes(path.sep)
    ? path.join(path.dirname(ffmpegPath), 'ffprobe')
    : 'ffprobe';
  return runs(beside) ? beside : installedPath('@ffprobe-installer/ffprobe');
}

function installedPath(packageName: string): string {
  const installer = require(packageName) as { path: string };
  return installer.path;
}

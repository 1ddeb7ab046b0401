import {
  videoFrameSize,
  type GenerationStatusResponse,
  type SceneVisual,
  type StoryboardSceneStatus,
  type StoryboardStatusResponse,
} from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { GenerationService } from '../generation/generation.service';
import { boardFormat } from './storyboard-render.service';
import type {
  PartRow,
  SceneRow,
  StoryboardRepository,
  StoryboardRow,
} from './storyboard.repository';

/** Composing a scene, until measured: a quick encode per second of it, plus a start. */
const COMPOSE_SECONDS = (seconds: number) => 3 + seconds * 0.5;
/** The share of a scene's progress its parts make; composing it is the rest. */
const PARTS_SHARE = 0.85;
/** Joining the scenes, until measured, per second of the whole. */
const ASSEMBLY_SECONDS_PER_SECOND = 0.2;
/** The share of the whole the scenes make; the assembly is the rest. */
const SCENES_SHARE = 0.9;

/** A storyboard as its page shows it: per scene and overall, with the same stages as the tools. */
export class StoryboardStatusService {
  constructor(
    private readonly deps: {
      storyboards: StoryboardRepository;
      generations: Pick<GenerationService, 'timing'>;
      storage: ObjectStorage;
    },
  ) {}

  async describe(board: StoryboardRow): Promise<StoryboardStatusResponse> {
    const { storyboards, storage } = this.deps;
    const [scenes, parts] = await Promise.all([
      storyboards.scenesOf(board.id),
      storyboards.partsOf(board.id),
    ]);
    const byId = new Map(parts.map((part) => [part.id, part]));
    const delivered = board.state === 'COMPLETE';
    const described = await Promise.all(
      scenes.map((scene) => this.describeScene(scene, byId, delivered)),
    );
    const live = described.filter((scene) => scene.state !== 'DROPPED');
    const scenesProgress = live.length
      ? live.reduce((sum, scene) => sum + scene.progress, 0) / live.length
      : 0;
    const assembling = board.stage === 'assembling';
    const progress = delivered
      ? 100
      : Math.max(board.progress, Math.round(scenesProgress * SCENES_SHARE));
    const etas = live.map((scene) => scene.eta_seconds ?? 0);
    const seconds = live.reduce((sum, scene) => sum + (scene.duration_seconds ?? 0), 0);
    const running = board.state === 'QUEUED' || board.state === 'PROCESSING';
    const anyStarted = live.some((scene) => scene.state !== 'QUEUED');
    const status: StoryboardStatusResponse = {
      id: board.id,
      title: board.title,
      creatorName: board.creatorName,
      state: running && anyStarted ? 'PROCESSING' : board.state,
      stage: delivered
        ? 'done'
        : board.state === 'FAILED'
          ? 'failed'
          : assembling
            ? 'encoding'
            : overallStage(described),
      progress: Math.min(delivered ? 100 : 99, progress),
      scenes: described,
      hold_credits: board.holdCredits,
      format: {
        aspect: board.aspect,
        resolution: board.resolution,
        ...videoFrameSize(boardFormat(board)),
        caption_style: board.captionStyle,
        label: `${board.aspect} · ${board.resolution}`,
      },
      ...(running && {
        eta_seconds: Math.ceil(Math.max(0, ...etas) + seconds * ASSEMBLY_SECONDS_PER_SECOND),
      }),
      ...(board.error && { error: board.error }),
    };
    if (delivered && board.mediaKey) {
      Object.assign(status, {
        url: await storage.getDownloadUrl(board.mediaKey),
        ...(board.thumbnailKey && { thumbnail: await storage.getDownloadUrl(board.thumbnailKey) }),
        ...(board.vttKey && { captions_vtt_url: await storage.getDownloadUrl(board.vttKey) }),
        ...(board.srtKey && { captions_srt_url: await storage.getDownloadUrl(board.srtKey) }),
        ...(board.durationSeconds !== null && { duration_seconds: board.durationSeconds }),
        ...(board.chargedCredits !== null && { credits_charged: board.chargedCredits }),
      });
    }
    return status;
  }

  /** The storyboard as every job's status call answers (`/api/poll-creator`): the whole only. */
  async describeAsJob(board: StoryboardRow): Promise<GenerationStatusResponse> {
    const status = await this.describe(board);
    return {
      state: status.state,
      progress: status.progress,
      stage: status.stage,
      ...(status.eta_seconds !== undefined && { eta_seconds: status.eta_seconds }),
      ...(status.error && { error: status.error }),
      ...(status.url && { url: status.url, video_url: status.url }),
      ...(status.thumbnail && { thumbnail: status.thumbnail }),
      ...(status.duration_seconds !== undefined && { duration_seconds: status.duration_seconds }),
      ...(status.credits_charged !== undefined && { credits_charged: status.credits_charged }),
    };
  }

  private async describeScene(
    scene: SceneRow,
    parts: Map<string, PartRow>,
    delivered: boolean,
  ): Promise<StoryboardSceneStatus> {
    const own = [scene.narrationId, scene.visualId].flatMap((id) => (id && parts.get(id)) || []);
    const running = own.find((part) => part.state === 'PROCESSING');
    const base = {
      id: scene.id,
      position: scene.position,
      line: scene.line,
      visual: scene.visual as SceneVisual,
      ...(scene.durationSeconds !== null && { duration_seconds: scene.durationSeconds }),
      ...(scene.error && { error: scene.error }),
      ...(scene.clipKey && { preview_url: await this.deps.storage.getDownloadUrl(scene.clipKey) }),
    };
    switch (scene.state) {
      case 'COMPLETE':
        return {
          ...base,
          state: 'COMPLETE',
          stage: 'done',
          progress: 100,
          ...(delivered && {
            credits_charged: own.reduce(
              (sum, part) => sum + Math.min(part.holdCredits, part.chargedCredits ?? 0),
              0,
            ),
          }),
        };
      case 'FAILED':
      case 'DROPPED':
        return { ...base, state: scene.state, stage: scene.state.toLowerCase(), progress: 0 };
      case 'PROCESSING':
        return {
          ...base,
          state: 'PROCESSING',
          stage: 'encoding',
          progress: Math.round(PARTS_SHARE * 100),
          eta_seconds: Math.ceil(COMPOSE_SECONDS(expectedSeconds(own))),
        };
      default: {
        const partsProgress = own.length
          ? own.reduce((sum, part) => sum + (part.state === 'COMPLETE' ? 100 : part.progress), 0) /
            own.length
          : 0;
        const timings = await Promise.all(
          own
            .filter((part) => part.state === 'QUEUED' || part.state === 'PROCESSING')
            .map((part) => this.deps.generations.timing(part)),
        );
        const partsEta = Math.max(0, ...timings.map((timing) => timing.eta_seconds ?? 0));
        return {
          ...base,
          state: running ? 'PROCESSING' : 'QUEUED',
          stage:
            running?.stage ??
            (own.some((part) => part.state === 'COMPLETE') ? 'rendering' : 'queued'),
          progress: Math.round(partsProgress * PARTS_SHARE),
          eta_seconds: Math.ceil(partsEta + COMPOSE_SECONDS(expectedSeconds(own))),
        };
      }
    }
  }
}

function expectedSeconds(parts: PartRow[]): number {
  return parts.find((part) => part.feature === 'ai-avatar')?.expectedSeconds ?? 5;
}

/** The whole's stage from its scenes': the furthest a running scene has come. */
function overallStage(scenes: StoryboardSceneStatus[]): string {
  const order = [
    'queued',
    'submitted',
    'provider',
    'voice',
    'rendering',
    'encoding',
    'saving',
    'done',
  ];
  const open = scenes.filter((scene) => scene.state === 'QUEUED' || scene.state === 'PROCESSING');
  if (open.length === 0) {
    // a failed scene waits for the user to retry or drop it
    return scenes.some((scene) => scene.state === 'FAILED') ? 'waiting' : 'encoding';
  }
  return open
    .map((scene) => scene.stage ?? 'queued')
    .reduce((furthest, stage) =>
      order.indexOf(stage) > order.indexOf(furthest) ? stage : furthest,
    );
}

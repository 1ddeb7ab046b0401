import { and, asc, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { generations, storyboardScenes, storyboards } from '../../db/schema';
import { LibraryRepository } from '../library/library.repository';

// Reads generations beside its own tables: a storyboard's parts are generations (storyboard_id set),
// read with their scenes; they are written by the generation module. Library entries are asked
// of the library's repository.

export type StoryboardRow = typeof storyboards.$inferSelect;
export type NewStoryboard = typeof storyboards.$inferInsert;
export type SceneRow = typeof storyboardScenes.$inferSelect;
export type NewScene = typeof storyboardScenes.$inferInsert;
export type PartRow = typeof generations.$inferSelect;

const FINAL = ['COMPLETE', 'FAILED'] as const;
/** A scene that is still to be made: its parts render, or it is being composed. */
const SCENE_OPEN = ['QUEUED', 'PROCESSING'];
const ASSEMBLING = 'assembling';

/** SQL for storyboards, their scenes and their parts (child generations). No decisions. */
export class StoryboardRepository {
  constructor(
    private readonly db: Database,
    // the library's own table is read through its owner, on the same handle (and transaction)
    private readonly library = new LibraryRepository(db),
  ) {}

  async insert(values: NewStoryboard): Promise<StoryboardRow> {
    const [row] = await this.db.insert(storyboards).values(values).returning();
    return row!;
  }

  async insertScene(values: NewScene): Promise<SceneRow> {
    const [row] = await this.db.insert(storyboardScenes).values(values).returning();
    return row!;
  }

  async find(id: string): Promise<StoryboardRow | undefined> {
    const [row] = await this.db.select().from(storyboards).where(eq(storyboards.id, id));
    return row;
  }

  async findScene(id: string): Promise<SceneRow | undefined> {
    const [row] = await this.db.select().from(storyboardScenes).where(eq(storyboardScenes.id, id));
    return row;
  }

  /** The scene whose narration or visual is this generation. */
  async sceneOfPart(generationId: string): Promise<SceneRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storyboardScenes)
      .where(
        or(
          eq(storyboardScenes.narrationId, generationId),
          eq(storyboardScenes.visualId, generationId),
        ),
      );
    return row;
  }

  /** The user's delivered storyboard behind a Library entry (the entry names its video). */
  async deliveredByMediaKey(userId: string, mediaKey: string): Promise<StoryboardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storyboards)
      .where(
        and(
          eq(storyboards.userId, userId),
          eq(storyboards.mediaKey, mediaKey),
          eq(storyboards.state, 'COMPLETE'),
        ),
      );
    return row;
  }

  /** The user's scene whose composed clip this is: what a later scene reusing it points at. */
  async sceneByClip(userId: string, clipKey: string): Promise<SceneRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storyboardScenes)
      .where(and(eq(storyboardScenes.userId, userId), eq(storyboardScenes.clipKey, clipKey)));
    return row;
  }

  /** The scenes in the user's order. */
  scenesOf(storyboardId: string): Promise<SceneRow[]> {
    return this.db
      .select()
      .from(storyboardScenes)
      .where(eq(storyboardScenes.storyboardId, storyboardId))
      .orderBy(asc(storyboardScenes.position));
  }

  /** Every part ever made for a storyboard (retries included). */
  partsOf(storyboardId: string): Promise<PartRow[]> {
    return this.db.select().from(generations).where(eq(generations.storyboardId, storyboardId));
  }

  /** Changes a storyboard that has not finished; false when it had. */
  async updateRunning(id: string, values: Partial<NewStoryboard>): Promise<boolean> {
    const updated = await this.db
      .update(storyboards)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(storyboards.id, id), notInArray(storyboards.state, [...FINAL])))
      .returning({ id: storyboards.id });
    return updated.length > 0;
  }

  /** Changes a scene in one of the states `from`; false when it was in none of them. */
  async updateScene(id: string, from: readonly string[], values: Partial<NewScene>) {
    const updated = await this.db
      .update(storyboardScenes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(storyboardScenes.id, id), inArray(storyboardScenes.state, [...from])))
      .returning({ id: storyboardScenes.id });
    return updated.length > 0;
  }

  /**
   * Claims a scene's composition: true for the caller that may compose it. A claim older than
   * `staleSeconds` belonged to a worker that died mid-scene and can be taken over.
   */
  async claimComposition(id: string, staleSeconds: number): Promise<boolean> {
    const claimed = await this.db
      .update(storyboardScenes)
      .set({ state: 'PROCESSING', updatedAt: sql`now()` })
      .where(
        and(
          eq(storyboardScenes.id, id),
          sql`(${storyboardScenes.state} = 'QUEUED' or (${storyboardScenes.state} = 'PROCESSING' and ${storyboardScenes.updatedAt} < now() - ${staleSeconds} * interval '1 second'))`,
        ),
      )
      .returning({ id: storyboardScenes.id });
    return claimed.length > 0;
  }

  /**
   * Claims a storyboard's assembly: true for the caller that may assemble it. A claim older than
   * `staleSeconds` belonged to a worker that died mid-assembly and can be taken over.
   */
  async claimAssembly(id: string, staleSeconds: number): Promise<boolean> {
    const claimed = await this.db
      .update(storyboards)
      .set({ state: 'PROCESSING', stage: ASSEMBLING, updatedAt: sql`now()` })
      .where(
        and(
          eq(storyboards.id, id),
          notInArray(storyboards.state, [...FINAL]),
          sql`(${storyboards.stage} is distinct from ${ASSEMBLING} or ${storyboards.updatedAt} < now() - ${staleSeconds} * interval '1 second')`,
        ),
      )
      .returning({ id: storyboards.id });
    return claimed.length > 0;
  }

  /** Gives an assembly claim back after a failure the queue will retry. */
  async releaseAssembly(id: string): Promise<void> {
    await this.db
      .update(storyboards)
      .set({ stage: 'rendering', updatedAt: sql`now()` })
      .where(and(eq(storyboards.id, id), eq(storyboards.stage, ASSEMBLING)));
  }

  /** Progress only ever rises; a finished storyboard is left alone. */
  async advance(id: string, progress: number): Promise<void> {
    await this.db
      .update(storyboards)
      .set({ progress: sql`greatest(${storyboards.progress}, ${progress})` })
      .where(and(eq(storyboards.id, id), notInArray(storyboards.state, [...FINAL])));
  }

  /** A user's storyboards not yet finished, oldest first. */
  activeOf(userId: string, limit = 20): Promise<StoryboardRow[]> {
    return this.db
      .select()
      .from(storyboards)
      .where(and(eq(storyboards.userId, userId), notInArray(storyboards.state, [...FINAL])))
      .orderBy(asc(storyboards.createdAt))
      .limit(limit);
  }

  /** Storyboards still running, for the sweep: past their deadline or not. */
  running(limit = 200): Promise<StoryboardRow[]> {
    return this.db
      .select()
      .from(storyboards)
      .where(notInArray(storyboards.state, [...FINAL]))
      .orderBy(asc(storyboards.deadlineAt))
      .limit(limit);
  }

  /**
   * A delivered scene identical to one of these fingerprints, in a storyboard of the user's that
   * is complete and still in the Library (its files are still there), newest first.
   */
  async delivered(userId: string, fingerprints: string[]): Promise<Map<string, SceneRow>> {
    if (fingerprints.length === 0) {
      return new Map();
    }
    const rows = await this.db
      .select({ scene: storyboardScenes, mediaKey: storyboards.mediaKey })
      .from(storyboardScenes)
      .innerJoin(storyboards, eq(storyboards.id, storyboardScenes.storyboardId))
      .where(
        and(
          eq(storyboardScenes.userId, userId),
          inArray(storyboardScenes.fingerprint, fingerprints),
          eq(storyboardScenes.state, 'COMPLETE'),
          isNotNull(storyboardScenes.clipKey),
          eq(storyboards.state, 'COMPLETE'),
        ),
      )
      .orderBy(sql`${storyboardScenes.createdAt} desc`);
    const inLibrary = await this.library.presentMediaKeys([
      ...new Set(rows.flatMap((row) => row.mediaKey ?? [])),
    ]);
    const found = new Map<string, SceneRow>();
    for (const { scene, mediaKey } of rows) {
      if (mediaKey !== null && inLibrary.has(mediaKey) && !found.has(scene.fingerprint)) {
        found.set(scene.fingerprint, scene);
      }
    }
    return found;
  }

  /** Scenes still open whose storyboard is running, for the sweep to move on. */
  openScenes(storyboardId: string): Promise<SceneRow[]> {
    return this.db
      .select()
      .from(storyboardScenes)
      .where(
        and(
          eq(storyboardScenes.storyboardId, storyboardId),
          inArray(storyboardScenes.state, SCENE_OPEN),
        ),
      );
  }

  /** A new poster for the delivered storyboard whose video is `mediaKey` (none: nothing changes). */
  async setThumbnailOf(mediaKey: string, thumbnailKey: string): Promise<void> {
    await this.db
      .update(storyboards)
      .set({ thumbnailKey })
      .where(eq(storyboards.mediaKey, mediaKey));
  }
}

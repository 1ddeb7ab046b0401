import {
  STORYBOARD_LIMITS,
  STORYBOARD_MESSAGES,
  savedDraftInputSchema,
  type SavedDraft,
  type SavedDraftInput,
  type SavedDraftSummary,
} from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SavedDraftRepository, SavedDraftRow } from './saved-draft.repository';
import { firstWords } from './storyboard.service';

/**
 * Storyboard drafts saved as the user edits: listed to continue, kept until the storyboard is
 * rendered or the draft deleted. A draft is the editor's state, so it may be incomplete.
 */
export class SavedDraftService {
  constructor(
    private readonly drafts: SavedDraftRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SavedDraftSummary[]> {
    const rows = await this.drafts.listOwn(userId);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      scene_count: contentOf(row).scenes.length,
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async get(userId: string, id: string): Promise<SavedDraft> {
    return toDraft(await this.requireOwn(userId, id));
  }

  async create(userId: string, input: SavedDraftInput): Promise<SavedDraft> {
    if ((await this.drafts.countOwn(userId)) >= STORYBOARD_LIMITS.maxSavedDrafts) {
      throw new AppError('CONFLICT', STORYBOARD_MESSAGES.tooManyDrafts);
    }
    const now = this.clock();
    const row = await this.drafts.insert({
      userId,
      title: titleOf(input),
      content: input,
      createdAt: now,
      updatedAt: now,
    });
    return toDraft(row);
  }

  /** The draft as the editor holds it now: the last save wins, from any device. */
  async save(userId: string, id: string, input: SavedDraftInput): Promise<SavedDraft> {
    const row = await this.drafts.updateOwn(userId, id, {
      title: titleOf(input),
      content: input,
      updatedAt: this.clock(),
    });
    if (!row) {
      throw new AppError('NOT_FOUND', STORYBOARD_MESSAGES.draftNotFound);
    }
    return toDraft(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.drafts.deleteOwn(userId, id))) {
      throw new AppError('NOT_FOUND', STORYBOARD_MESSAGES.draftNotFound);
    }
  }

  private async requireOwn(userId: string, id: string): Promise<SavedDraftRow> {
    const row = await this.drafts.findOwn(userId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', STORYBOARD_MESSAGES.draftNotFound);
    }
    return row;
  }
}

/** The list's name for a draft: its title, or the first words of its first line. */
function titleOf(input: SavedDraftInput): string {
  const line = input.scenes.find((scene) => scene.line.trim())?.line.trim() ?? '';
  return input.title.trim() || firstWords(line);
}

/** A stored draft read back through its schema, so a row saved by an older version still opens. */
function contentOf(row: SavedDraftRow): SavedDraftInput {
  const parsed = savedDraftInputSchema.safeParse(row.content);
  return parsed.success ? parsed.data : savedDraftInputSchema.parse({ scenes: [] });
}

function toDraft(row: SavedDraftRow): SavedDraft {
  return { ...contentOf(row), id: row.id, updated_at: row.updatedAt.toISOString() };
}

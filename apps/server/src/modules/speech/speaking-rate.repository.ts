import { eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { speakingRates } from '../../db/schema';

/** SQL for the measured speaking rates. No decisions: see SpeakingRateService. */
export class SpeakingRateRepository {
  constructor(private readonly db: Database) {}

  async find(
    voiceKey: string,
  ): Promise<{ engine: string; rate: Record<string, number> } | undefined> {
    const [row] = await this.db
      .select({ engine: speakingRates.engine, rate: speakingRates.rate })
      .from(speakingRates)
      .where(eq(speakingRates.voiceKey, voiceKey));
    return row;
  }

  async save(voiceKey: string, engine: string, rate: Record<string, number>): Promise<void> {
    await this.db
      .insert(speakingRates)
      .values({ voiceKey, engine, rate })
      .onConflictDoUpdate({
        target: speakingRates.voiceKey,
        set: { engine, rate, measuredAt: new Date() },
      });
  }

  /** Forgets what another engine measured; returns how many voices must be measured again. */
  async deleteOtherEngines(engine: string): Promise<number> {
    const deleted = await this.db
      .delete(speakingRates)
      .where(ne(speakingRates.engine, engine))
      .returning({ voiceKey: speakingRates.voiceKey });
    return deleted.length;
  }
}

import { WEB_ROUTES } from '@orato/shared';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { GenerationRepository, GenerationRow } from './generation.repository';
import { jobFailedEmail, jobReadyEmail } from './job-notice.emails';

/** Jobs at least this long are worth an e-mail by default. */
const LONG_JOB_SECONDS = 30;
/** A status poll this recent means the user is watching the job's page. */
const WATCHING_SECONDS = 25;

const TOOL_ROUTES: Readonly<Record<string, string>> = {
  'ai-avatar': WEB_ROUTES.aiAvatar,
  'veo3-videos': WEB_ROUTES.veoGenerator,
  'nano-banana': WEB_ROUTES.nanoBanana,
};

/**
 * The e-mail after a job ends: "ready" with a link, or "couldn't make it" with the reason and the
 * credits returned. Sent once per job, by the owner's setting: always, never, or (the default) for
 * jobs over 30 s whose page the user is not watching.
 */
export class JobNoticeService {
  constructor(
    private readonly generations: GenerationRepository,
    private readonly mail: MailService,
    private readonly siteUrl: string,
    private readonly clock: Clock,
  ) {}

  async afterEnd(generationId: string): Promise<boolean> {
    const row = await this.generations.find(generationId);
    if (!row || (row.state !== 'COMPLETE' && row.state !== 'FAILED')) {
      return false;
    }
    const owner = await this.generations.ownerOf(row.userId);
    const now = this.clock();
    if (!owner || !this.wanted(row, owner.jobEmails, now)) {
      return false;
    }
    if (!(await this.generations.claimNotice(row.id, now))) {
      return false;
    }
    await this.mail.send(this.messageFor(row, owner.email));
    return true;
  }

  private wanted(row: GenerationRow, setting: string, now: Date): boolean {
    if (setting === 'always' || setting === 'never') {
      return setting === 'always';
    }
    const ended = row.completedAt ?? now;
    const took = (ended.getTime() - row.createdAt.getTime()) / 1000;
    const watching = row.seenAt && (now.getTime() - row.seenAt.getTime()) / 1000 < WATCHING_SECONDS;
    return took > LONG_JOB_SECONDS && !watching;
  }

  private messageFor(row: GenerationRow, to: string) {
    const title = (row.input as { title?: string | null }).title ?? null;
    if (row.state === 'COMPLETE') {
      return jobReadyEmail({
        to,
        feature: row.feature,
        title,
        link: `${this.siteUrl}${WEB_ROUTES.library}`,
        seconds: row.feature === 'nano-banana' ? null : row.durationSeconds,
        credits: row.chargedCredits ?? 0,
      });
    }
    return jobFailedEmail({
      to,
      feature: row.feature,
      title,
      link: `${this.siteUrl}${TOOL_ROUTES[row.feature] ?? WEB_ROUTES.library}`,
      reason: row.error ?? 'The generation failed.',
      creditsBack: row.holdCredits,
    });
  }
}

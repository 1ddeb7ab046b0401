// An account holding one of every kind of data Orato keeps, each marked with `tag`, so a test can
// find it in an export or prove it gone after a deletion.
import type { Container } from '../../src/container';

export interface SeededAccount {
  tag: string;
  /** Every stored file of the account. */
  keys: string[];
}

export async function seedAccount(
  container: Container,
  userId: string,
  tag: string,
): Promise<SeededAccount> {
  const schema = await import('../../src/db/schema');
  const { db } = container.database;
  const { storage } = container;
  const key = (name: string) => `media/seed/${tag}-${name}`;
  const files: Record<string, string> = {
    video: key('video.mp4'),
    poster: key('poster.jpg'),
    captions: key('captions.vtt'),
    image: key('image.png'),
    upload: key('upload.jpg'),
    portrait: key('portrait.jpg'),
    portraitThumb: key('portrait-thumb.jpg'),
  };
  for (const [name, objectKey] of Object.entries(files)) {
    await storage.putObject(
      objectKey,
      Buffer.from(`file ${tag} ${name}`),
      'application/octet-stream',
    );
  }
  const now = new Date();
  await db.insert(schema.payments).values({
    userId,
    reference: `pay_${tag}`,
    plan: 'orato-starter',
    priceCents: 999,
    currency: 'gbp',
    status: 'succeeded',
    paidAt: now,
  });
  await container.services.credits.grant(userId, 40, `grant-${tag}`, `seed grant ${tag}`);
  const deadlineAt = new Date(now.getTime() + 3600_000);
  const [video] = await db
    .insert(schema.generations)
    .values({
      userId,
      feature: 'ai-avatar',
      state: 'COMPLETE',
      provider: 'local',
      input: { script: `script ${tag}`, title: `Title ${tag}` },
      holdCredits: 10,
      chargedCredits: 8,
      mediaKey: files.video,
      thumbnailKey: files.poster,
      captionsKey: files.captions,
      deadlineAt,
      completedAt: now,
    })
    .returning();
  const [image] = await db
    .insert(schema.generations)
    .values({
      userId,
      feature: 'nano-banana',
      state: 'COMPLETE',
      provider: 'local',
      input: { prompt: `prompt ${tag}` },
      holdCredits: 2,
      chargedCredits: 2,
      mediaKey: files.image,
      deadlineAt,
      completedAt: now,
    })
    .returning();
  await db.insert(schema.libraryItems).values([
    {
      userId,
      feature: 'ai-avatar',
      generationId: video!.id,
      mediaKey: files.video!,
      thumbnailKey: files.poster,
      title: `Title ${tag}`,
    },
    {
      userId,
      feature: 'nano-banana',
      generationId: image!.id,
      mediaKey: files.image!,
      title: `prompt ${tag}`,
    },
  ]);
  await db.insert(schema.uploads).values({
    userId,
    key: files.upload!,
    contentType: 'image/jpeg',
    width: 10,
    height: 10,
    bytes: 20,
    usedAt: now,
  });
  await db.insert(schema.photoAvatars).values({
    userId,
    name: `Avatar ${tag}`,
    voice: 'slt',
    language: 'en',
    imageKey: files.portrait!,
    thumbnailKey: files.portraitThumb!,
    landmarks: { marker: `landmarks ${tag}`, points: [[1, 2]] },
  });
  await db.insert(schema.storyboardDrafts).values({
    userId,
    title: `draft ${tag}`,
    content: {
      title: `draft ${tag}`,
      creatorName: null,
      bubble: false,
      burnCaptions: false,
      scenes: [{ line: `draft line ${tag}`, visual: { kind: 'presenter' } }],
    },
  });
  await db.insert(schema.apiKeys).values({
    userId,
    name: `key ${tag}`,
    keyHash: `hash-secret-${tag}`,
    prefix: `ora_live_${tag}`,
  });
  await db.insert(schema.webhookEndpoints).values({
    userId,
    url: `https://hooks.example.com/${tag}`,
    sealedSecret: `sealed-secret-${tag}`,
    secretHint: 'wxyz',
  });
  await db.insert(schema.webhookEvents).values({
    userId,
    type: 'job.completed',
    generationId: video!.id,
    data: { marker: `delivery ${tag}` },
    state: 'delivered',
    attempts: 1,
    retryUntil: now,
    deliveredAt: now,
  });
  return { tag, keys: Object.values(files) };
}

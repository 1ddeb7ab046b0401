import { z } from 'zod';

export const DATA_EXPORT_STATES = ['QUEUED', 'RUNNING', 'READY', 'FAILED'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** How many downloads of their data one account may start in 24 hours. */
export const DATA_EXPORTS_PER_DAY = 3;
/** How long a finished download stays available. */
export const DATA_EXPORT_HOURS = 24;

/** One download of the account's data, as its owner sees it. */
export const dataExportSchema = z.object({
  id: z.string().uuid(),
  state: z.enum(DATA_EXPORT_STATES),
  /** 0–100 while it is prepared. */
  progress: z.number().int().min(0).max(100),
  /** Unix seconds. */
  created_at: z.number().int(),
  completed_at: z.number().int().nullable(),
  /** When the link stops working and the file is deleted (Unix seconds), once READY. */
  expires_at: z.number().int().nullable(),
  /** Size of the ZIP in bytes, once READY. */
  bytes: z.number().int().nullable(),
  /** A signed link to the ZIP, valid until `expires_at`, only for its owner; once READY. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The latest download of the signed-in user, or null when there is none. */
export const dataExportResponseSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

/** The answer to a start: the new download, or the one already being prepared. */
export const dataExportStartedSchema = z.object({ export: dataExportSchema });
export type DataExportStarted = z.infer<typeof dataExportStartedSchema>;

// any shape: an id that is not one of ours answers 404, like one of someone else's
export const dataExportIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The signature of a download link (`expires` in Unix seconds). */
export const dataExportDownloadQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
});

import { MESSAGES } from '@orato/shared';
import type { GenerationStatusResponse, NanoBananaResponse } from '@orato/shared';

import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';

/** The text for a failed generation (spec §8): the server's, a credits shortfall, or the spec's. */
export function generationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    // the answer arrived but did not have the expected shape
    return MESSAGES.nanoBanana.unexpectedFormat;
  }
  if (error.status === 402) {
    return MESSAGES.nanoBanana.notEnoughCredits;
  }
  return apiErrorMessage(error, { fallback: MESSAGES.nanoBanana.generationFailed });
}

/** A finished job's status as the image call would have answered it. */
export function imageResponseOf(status: GenerationStatusResponse): NanoBananaResponse | null {
  if (status.state !== 'COMPLETE' || !status.url) {
    return null;
  }
  return {
    image_url: status.url,
    generated_images: [status.url],
    message: MESSAGES.nanoBanana.generationSuccess,
    ...(status.applied_edits && { applied_edits: status.applied_edits }),
    ...(status.not_applied && { not_applied: status.not_applied }),
    ...(status.description && { description: status.description }),
    ...(status.engine && { engine: status.engine }),
    ...(status.format && { format: status.format }),
  };
}

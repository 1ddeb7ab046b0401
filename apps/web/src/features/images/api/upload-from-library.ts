import { uploadResponseSchema } from '@orato/shared';
import type { UploadResponse } from '@orato/shared';

import { api } from '@/lib/api-client';

/**
 * Makes a Library image an input of the image tool: the server copies its stored file into a new
 * upload of the caller (no bytes leave the browser) and answers like the upload call.
 */
export const uploadFromLibrary = (libraryItemId: string): Promise<UploadResponse> =>
  api.post('/upload-from-library', { library_item_id: libraryItemId }, uploadResponseSchema);

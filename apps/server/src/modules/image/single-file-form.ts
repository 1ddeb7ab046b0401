import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { IncomingFile } from './upload.service';

export interface SingleFileForm {
  /** The text fields read; any other is ignored. */
  fieldNames: ReadonlySet<string>;
  /** The file's name when the browser sends none. */
  fallbackName: string;
  /** Said when the file is over the route's size limit. */
  tooLarge: string;
  /** Said for any other broken body: a second file, a cut-off body, a broken part. */
  malformed: string;
}

/** One file and the form's text fields from a multipart body; limits are enforced while reading. */
export async function readSingleFileForm(
  request: FastifyRequest,
  form: SingleFileForm,
): Promise<{ file?: IncomingFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.server.sendMultipart);
  }
  let file: IncomingFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { filename: part.filename || form.fallbackName, data: await part.toBuffer() };
      } else if (form.fieldNames.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', form.tooLarge, { cause: error });
    }
    // whatever the parser calls it, a broken body is the sender's
    throw new AppError('BAD_REQUEST', form.malformed, { cause: error });
  }
  return { ...(file && { file }), fields };
}

import { MESSAGES } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { ListCursor } from './library.repository';

const CURSOR = /^(\d{1,19})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque `next_cursor` that starts the page after `row`. */
export function encodeCursor(row: { cursorMicros: string; id: string }): string {
  return Buffer.from(`${row.cursorMicros}.${row.id}`).toString('base64url');
}

/** A client's cursor back to where its page starts; anything we did not make is a 400. */
export function decodeCursor(cursor: string | undefined): ListCursor | undefined {
  if (cursor === undefined) {
    return undefined;
  }
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) {
    throw new AppError('BAD_REQUEST', MESSAGES.library.badCursor);
  }
  return { micros: match[1]!, id: match[2]! };
}

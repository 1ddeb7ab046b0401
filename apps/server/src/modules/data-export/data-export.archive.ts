import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { DocumentEntry } from './data-export.documents';
import type { MediaEntry } from './data-export.files';

export interface ArchiveSource {
  documents: readonly DocumentEntry[];
  media: readonly MediaEntry[];
  /** Opens one stored file; called only when the ZIP reaches it, so one file is open at a time. */
  open(key: string): Promise<Readable>;
  /** Told after each media file is written whole. */
  onMediaWritten?(done: number, total: number): void;
}

// media is already compressed (H.264, JPEG, PNG, WebP): storing it costs nothing and saves the CPU
const STORED = { compress: false } as const;

/**
 * The ZIP as a stream: the documents, then each file read from storage as the writer reaches it.
 * Nothing is held whole in memory: yazl pulls one file's stream at a time, and the output is
 * read as fast as its consumer (the storage upload) takes it.
 */
export function writeArchive(source: ArchiveSource): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const mtime = new Date();
  for (const document of source.documents) {
    zip.addBuffer(Buffer.from(document.text, 'utf8'), document.path, { mtime });
  }
  let done = 0;
  const total = source.media.length;
  for (const entry of source.media) {
    zip.addReadStreamLazy(entry.path, { ...STORED, mtime }, (callback) => {
      source.open(entry.key).then(
        (stream) => {
          stream.once('end', () => source.onMediaWritten?.(++done, total));
          // yazl does not listen for a lazy stream's error: the ZIP fails with it, never hangs (`on`: a
          // stream torn down mid-read may report more than once, and an unheard error kills the process)
          stream.on('error', (error) => output.destroy(error));
          callback(null, stream);
        },
        (error: unknown) => callback(error, undefined as never),
      );
    });
  }
  // a file that fails to read fails the ZIP: the upload sees the error and keeps nothing
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return output;
}

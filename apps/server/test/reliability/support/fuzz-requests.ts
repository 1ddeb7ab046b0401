import fc from 'fast-check';
import { oddString } from './fuzz-bodies';

/** Percent-encodes every byte outside the unreserved set; lone surrogates become U+FFFD first. */
export function encodePathPart(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path segments as a client might mangle them: odd text encoded, or broken escapes as sent. */
export const oddPathPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: oddString.map((value) => encodePathPart(value.slice(0, 2000))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e%2f', '%00', 'a%2Fb', '%C0%AF', '%FF'),
  },
);

/** A query string of odd keys and values, sometimes deliberately malformed. */
export const oddQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.tuple(oddPathPart, oddPathPart), { maxLength: 4 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')),
  fc.constantFrom(
    '&&==',
    'a[b]=1',
    '__proto__[credits]=1',
    'constructor[prototype][x]=1',
    '%',
    'a=%',
  ),
);

/** Which media a fuzzed upload part carries. */
export type UploadFileKind = 'png' | 'jpeg' | 'garbage' | 'truncated' | 'bomb' | 'empty' | 'text';
const GOOD_IMAGES: UploadFileKind[] = ['png', 'jpeg'];

export type UploadPart =
  | { type: 'file'; kind: UploadFileKind; filename: string; contentType: string }
  | { type: 'field'; name: string; value: string };

export type Framing = 'ok' | 'no-closing' | 'no-boundary-param' | 'wrong-boundary' | 'truncated';

export interface UploadRequest {
  parts: UploadPart[];
  framing: Framing;
  cutAt: number;
}

const CLEAN_FILENAMES = ['photo.png', 'image.jpg', 'a'];

export function uploadRequest(email: string): fc.Arbitrary<UploadRequest> {
  const file = fc.record({
    type: fc.constant('file' as const),
    kind: fc.constantFrom<UploadFileKind>(
      'png',
      'jpeg',
      'png',
      'garbage',
      'truncated',
      'bomb',
      'empty',
      'text',
    ),
    filename: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...CLEAN_FILENAMES) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '../../etc/passwd',
          'a\u0000.png',
          '🙂.png',
          'x'.repeat(300),
          'a"b.png',
        ),
      },
    ),
    contentType: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'text/plain',
      'application/octet-stream',
    ),
  });
  const field = fc.record({
    type: fc.constant('field' as const),
    name: fc.constantFrom('email', 'email', 'prompt', 'x', '__proto__'),
    value: fc.oneof(
      fc.constantFrom(email, `  ${email.toUpperCase()} `, 'someone-else@example.com'),
      oddString.map((value) => value.slice(0, 1000)),
    ),
  });
  return fc.record({
    parts: fc.array(fc.oneof({ weight: 3, arbitrary: file }, { weight: 1, arbitrary: field }), {
      maxLength: 14,
    }),
    framing: fc.constantFrom<Framing>(
      'ok',
      'ok',
      'ok',
      'no-closing',
      'no-boundary-param',
      'wrong-boundary',
      'truncated',
    ),
    cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
  });
}

/**
 * Whether the server must take the upload (every part clean and an image, 1–4 files, the right
 * person), must refuse it, or may do either (odd names the parser is free to read either way).
 */
export function expectedUploadOutcome(
  request: UploadRequest,
  signedIn: boolean,
  email: string,
): 'accept' | 'refuse' | 'either' {
  const files = request.parts.filter((part) => part.type === 'file');
  const fields = request.parts.filter((part) => part.type === 'field');
  const lastEmail = fields.filter((part) => part.name === 'email').at(-1)?.value;
  const clean =
    files.every((part) => CLEAN_FILENAMES.includes(part.filename)) &&
    fields.every((part) => part.name !== '__proto__' && !/[\r\n"]/.test(part.value));
  const good =
    signedIn &&
    request.framing === 'ok' &&
    files.length >= 1 &&
    files.length <= 4 &&
    fields.length <= 5 &&
    request.parts.length <= 12 &&
    files.every((part) => GOOD_IMAGES.includes(part.kind)) &&
    (lastEmail === undefined || lastEmail.trim().toLowerCase() === email);
  if (good) {
    return clean ? 'accept' : 'either';
  }
  return clean ? 'refuse' : 'either';
}

// fixed bytes, so a failing run replays exactly from its seed
const GARBAGE = Buffer.from(Array.from({ length: 200 }, (_, index) => (index * 73 + 41) & 255));

export interface UploadMedia {
  png: Buffer;
  jpeg: Buffer;
  bomb: Buffer;
}

export function buildUpload(
  request: UploadRequest,
  media: UploadMedia,
): { payload: Buffer; contentType: string } {
  const boundary = '----fuzz7a1c90e2';
  const chunks: Buffer[] = [];
  for (const part of request.parts) {
    if (part.type === 'field') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        fileBytes(part.kind, media),
        Buffer.from('\r\n'),
      );
    }
  }
  if (request.framing !== 'no-closing') {
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
  }
  let payload = Buffer.concat(chunks);
  if (request.framing === 'truncated') {
    payload = payload.subarray(0, Math.floor(payload.length * request.cutAt));
  }
  const contentType =
    request.framing === 'no-boundary-param'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${request.framing === 'wrong-boundary' ? 'other' : boundary}`;
  return { payload, contentType };
}

function fileBytes(kind: UploadFileKind, media: UploadMedia): Buffer {
  switch (kind) {
    case 'png':
      return media.png;
    case 'jpeg':
      return media.jpeg;
    case 'bomb':
      return media.bomb;
    case 'truncated':
      return media.png.subarray(0, Math.floor(media.png.length / 2));
    case 'empty':
      return Buffer.alloc(0);
    case 'text':
      return Buffer.from('just some words, not an image');
    case 'garbage':
      return GARBAGE;
  }
}

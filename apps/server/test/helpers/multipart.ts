import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body, built by hand the way a browser sends one. */
export function multipartBody(fields: Record<string, string>, files: MultipartFile[]) {
  const boundary = `----orato${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `files` as `person` through `POST /api/upload`; answers the stored images' links. */
export async function uploadAs(
  app: { inject: (options: object) => Promise<{ statusCode: number; json: () => unknown }> },
  cookie: string,
  files: MultipartFile[],
): Promise<string[]> {
  const { payload, headers } = multipartBody({}, files);
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, origin: 'http://localhost:3000', cookie },
  });
  if (response.statusCode !== 200) {
    throw new Error(`upload answered ${response.statusCode}`);
  }
  return (response.json() as { uploaded_files: string[] }).uploaded_files;
}

import type { Context } from 'hono';
import { AppError } from './errors.ts';

export interface TSingleFileMessages {
  /** No file, or not a multipart body. */
  required: string;
  /** More than one file. */
  onePerRequest: string;
  tooLarge: string;
}

/** The one file of a multipart upload (field "file"), refused with the endpoint's own messages. */
export async function readSingleFile(
  c: Context,
  maxBytes: number,
  messages: TSingleFileMessages,
): Promise<Uint8Array> {
  const required = () =>
    new AppError('VALIDATION', messages.required, 'Send one file as the multipart field "file"');
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw required(); // not multipart, or a broken envelope
  }
  const file = form.file;
  if (Array.isArray(file))
    throw new AppError('VALIDATION', messages.onePerRequest, 'Send one file per request');
  if (!(file instanceof File)) throw required();
  if (file.size > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, `At most ${maxBytes} bytes`);
  return new Uint8Array(await file.arrayBuffer());
}

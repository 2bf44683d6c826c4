import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour image in the given format (what a phone might send). */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG as a phone camera writes it: lying on its side (EXIF orientation 6), with GPS and camera tags. */
export async function makeJpegWithGps(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'TP-1', Copyright: 'Somchai' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 2345/100',
      },
    })
    .withIccProfile('p3')
    .toBuffer();
}

/** True when EXIF data holds a pointer to a GPS block (tag 0x8825, either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes whose header claims width × height pixels: a decompression bomb. */
export function makePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body with `data` as the field `file` (or another field name). */
export function photoForm(
  data: Uint8Array,
  name = 'photo.jpg',
  type = 'image/jpeg',
  field = 'file',
): FormData {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(data)], name, { type }));
  return form;
}

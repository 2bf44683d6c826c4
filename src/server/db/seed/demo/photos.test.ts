import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodePhoto } from '../../../modules/photos/photo-image.ts';
import { createPhotoRenderer, renderPhoto } from './photos.ts';

describe('demo photos', () => {
  it('are real JPEG and WebP images that the photos module accepts', async () => {
    for (const [format, category] of [
      ['jpeg', 'phone'],
      ['webp', 'notebook'],
    ] as const) {
      const data = await renderPhoto(
        { category, view: 'back', colour: '#1f2328', grade: 'broken', surface: 1 },
        format,
      );
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe(format);
      expect(data.byteLength).toBeLessThan(60_000);
      const stored = await reencodePhoto(data);
      expect([stored.width, stored.height]).toEqual(category === 'phone' ? [480, 640] : [640, 480]);
    }
  });

  it('draws each distinct photo once per run', async () => {
    const render = createPhotoRenderer();
    const spec = { category: 'tablet', view: 'front', colour: '#c9ccd1', grade: 'good', surface: 0 } as const;
    const first = render(spec, 'jpeg');
    expect(render({ ...spec }, 'jpeg')).toBe(first);
    expect(render({ ...spec, grade: 'fair' }, 'jpeg')).not.toBe(first);
  });
});

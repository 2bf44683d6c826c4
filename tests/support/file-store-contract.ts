import { describe, expect, it } from 'vitest';
import { fileKey, type TFileStore } from '#server/storage/file-store.ts';

/**
 * What every file store must do (decision 029), run against each implementation: the folder on disk
 * and the S3 bucket pass the same tests.
 */
export function describeFileStore(name: string, open: () => Promise<TFileStore> | TFileStore): void {
  describe(`${name} file store`, () => {
    const bytes = (text: string) => new TextEncoder().encode(text);

    it('keeps a file and gives its bytes back, and nothing for a key never written', async () => {
      const store = await open();
      const key = fileKey('slips', `${crypto.randomUUID()}.pdf`);
      await store.put(key, bytes('%PDF-1.7 slip'), 'application/pdf');
      expect((await store.get(key))?.toString()).toBe('%PDF-1.7 slip');
      expect(await store.get(fileKey('slips', `${crypto.randomUUID()}.pdf`))).toBeNull();
    });

    it('never overwrites a file', async () => {
      const store = await open();
      const key = fileKey('signatures', `${crypto.randomUUID()}.png`);
      await store.put(key, bytes('first'), 'image/png');
      await expect(store.put(key, bytes('second'), 'image/png')).rejects.toThrow();
      expect((await store.get(key))?.toString()).toBe('first');
    });

    it('lists one folder with times, and forgets a removed file (twice is fine)', async () => {
      const store = await open();
      const folder = `list-${crypto.randomUUID().slice(0, 8)}`;
      const keys = [fileKey(folder, 'a.jpg'), fileKey(folder, 'b.jpg')];
      for (const key of keys) await store.put(key, bytes(key), 'image/jpeg');
      await store.put(fileKey(`${folder}-other`, 'c.jpg'), bytes('other'), 'image/jpeg');
      const listed = await store.list(folder);
      expect(listed.map((file) => file.key).sort()).toEqual(keys);
      expect(listed.every((file) => Math.abs(file.modifiedAt.getTime() - Date.now()) < 60_000)).toBe(true);
      await store.remove(keys[0]!);
      await store.remove(keys[0]!);
      expect((await store.list(folder)).map((file) => file.key)).toEqual([keys[1]]);
      expect(await store.get(keys[0]!)).toBeNull();
      expect(await store.list('never-written')).toEqual([]);
    });

    it('refuses keys that are not a plain folder and name', async () => {
      const store = await open();
      for (const key of ['../etc/passwd', 'photos/../x', 'photos/', '/photos/a', 'Photos/a', 'photos/a/b']) {
        await expect(store.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow();
        await expect(store.get(key), key).rejects.toThrow();
      }
    });
  });
}

import type { ObjectStore, SignedUpload } from './objectStore';

const TTL = 15 * 60 * 1000;
const NOW = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const text = (read: Uint8Array | null) => (read ? Buffer.from(read).toString() : null);

/** Ids that are not OBJECT_ID_PATTERN: paths out of the store, upper case, too short or long, empty. */
export const BAD_IDS = [
  '../../etc/passwd',
  '..',
  '/etc/passwd',
  'A'.repeat(32),
  'a'.repeat(31),
  'a'.repeat(33),
  '',
  `${'a'.repeat(30)}/.`,
  `${'a'.repeat(31)}\u0000`,
];

/** The behaviour every ObjectStore adapter must have; each adapter's spec runs it. `open` gives a new, independent store. */
export function objectStoreContract(open: () => Promise<ObjectStore>): void {
  let store: ObjectStore;
  beforeEach(async () => {
    store = await open();
  });

  describe('upload URLs', () => {
    it('signs fresh 32-hex ids that it verifies until they expire', () => {
      const upload = store.signUpload(NOW, TTL);
      expect(upload).toEqual({ uploadId: expect.stringMatching(/^[0-9a-f]{32}$/), expires: NOW.getTime() + TTL, signature: expect.any(String) });
      expect(store.signUpload(NOW, TTL).uploadId).not.toBe(upload.uploadId);
      expect(store.verifyUpload(upload, NOW)).toBeNull();
      expect(store.verifyUpload(upload, at(TTL - 1))).toBeNull();
      expect(store.verifyUpload(upload, at(TTL))).toBe('expired');
    });

    it('refuses a changed id, expiry or signature, a malformed one, and one another store signed', async () => {
      const upload = store.signUpload(NOW, TTL);
      const other = store.signUpload(NOW, TTL);
      const changed: SignedUpload[] = [
        { ...upload, uploadId: other.uploadId },
        { ...upload, expires: upload.expires + 60_000 },
        { ...upload, signature: other.signature },
        { ...upload, signature: `${upload.signature.slice(0, -1)}${upload.signature.endsWith('A') ? 'B' : 'A'}` },
        { ...upload, signature: '' },
        { ...upload, signature: `${upload.signature}=` },
        { ...upload, expires: Number.NaN },
        ...BAD_IDS.map((uploadId) => ({ ...upload, uploadId })),
      ];
      for (const forged of changed) expect(store.verifyUpload(forged, NOW)).toBe('badSignature');
      const elsewhere = (await open()).signUpload(NOW, TTL);
      expect(store.verifyUpload(elsewhere, NOW)).toBe('badSignature');
    });

    it('lets one caller claim an upload, once, even when many try at the same moment', async () => {
      const { uploadId } = store.signUpload(NOW, TTL);
      expect(await store.isClaimed(uploadId)).toBe(false);
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.claimUpload(uploadId)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await store.isClaimed(uploadId)).toBe(true);
      expect(await store.claimUpload(uploadId)).toBe(false);
      expect(await store.isClaimed(store.signUpload(NOW, TTL).uploadId)).toBe(false);
    });
  });

  describe('photos', () => {
    it('keeps every variant of a photo under its id', async () => {
      const { uploadId } = store.signUpload(NOW, TTL);
      expect(await store.hasPhoto(uploadId)).toBe(false);
      expect(await store.readPhoto(uploadId, 'large')).toBeNull();
      await store.putPhoto(uploadId, { large: bytes('large bytes'), small: bytes('small bytes') });
      expect(await store.hasPhoto(uploadId)).toBe(true);
      expect(text(await store.readPhoto(uploadId, 'large'))).toBe('large bytes');
      expect(text(await store.readPhoto(uploadId, 'small'))).toBe('small bytes');
      expect(await store.readPhoto(uploadId, 'medium')).toBeNull();
    });

    it('never replaces a kept photo', async () => {
      const { uploadId } = store.signUpload(NOW, TTL);
      await store.putPhoto(uploadId, { large: bytes('first') });
      await expect(store.putPhoto(uploadId, { large: bytes('second') })).rejects.toThrow();
      expect(text(await store.readPhoto(uploadId, 'large'))).toBe('first');
    });

    it('finds and keeps nothing under an id or variant of another form', async () => {
      const { uploadId } = store.signUpload(NOW, TTL);
      await store.putPhoto(uploadId, { large: bytes('kept') });
      for (const id of BAD_IDS) {
        expect(await store.hasPhoto(id)).toBe(false);
        expect(await store.readPhoto(id, 'large')).toBeNull();
        expect(await store.isClaimed(id)).toBe(false);
        expect(await store.claimUpload(id)).toBe(false);
        await expect(store.putPhoto(id, { large: bytes('x') })).rejects.toThrow();
      }
      for (const variant of ['../large', 'large/', 'LARGE', '', '.', '__proto__']) expect(await store.readPhoto(uploadId, variant)).toBeNull();
      const other = store.signUpload(NOW, TTL).uploadId;
      await expect(store.putPhoto(other, { '../escape': bytes('x') })).rejects.toThrow();
      await expect(store.putPhoto(other, {})).rejects.toThrow();
      expect(await store.hasPhoto(other)).toBe(false);
    });
  });
}

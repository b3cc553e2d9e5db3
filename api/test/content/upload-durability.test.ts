import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { detectImage } from '../../src/lib/file-type';
import { createFsUploadStore } from '../../src/storage/fs-upload-store';
import { adminRequests } from '../helpers/admin-requests';
import { pngBytes } from '../helpers/fixtures';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

const STALE = new Date(Date.now() - 10 * 60_000);

/** Writes a file into the uploads folder, optionally dated in the past. */
function plant(dataDir: string, name: string, at?: Date): string {
  const file = path.join(dataDir, 'uploads', name);
  fs.writeFileSync(file, pngBytes());
  if (at) fs.utimesSync(file, at, at);
  return name;
}

// docs/security.md#issue-12-fixed-and-tested, defect 10.
// Uploads were not fsynced and orphans piled up after crashes. The file
// store's own promises (the database store's are in db-upload-store.test.ts).
describe('upload durability (file store)', () => {
  let t: TestContext;
  let cookie: string;
  // Builds, seeds and signs in (scrypt): slow on a busy machine.
  beforeAll(async () => ({ t, cookie } = await createSignedInApp({ uploadStore: 'fs' })), 20_000);
  afterAll(async () => t.close());
  const { upload } = adminRequests(() => ({ t, cookie }));
  // Everything in the folder, the operator's own files too.
  const uploadsListing = () => fs.readdirSync(path.join(t.dataDir, 'uploads')).sort();
  const banner = () =>
    upload('/api/home-data', [
      { name: 'banner', value: pngBytes(), filename: 'b.png', contentType: 'image/png' },
    ]);

  it('at start, removes stale orphans and half-written uploads, and nothing else', async () => {
    const referenced = uploadsListing();
    const orphan = plant(t.dataDir, `${randomUUID()}.png`, STALE);
    const halfWritten = plant(t.dataDir, `.upload-${randomUUID()}`, STALE);
    const fresh = plant(t.dataDir, `${randomUUID()}.png`);
    const foreign = plant(t.dataDir, 'operator-notes.txt', STALE);
    await t.restart();
    expect(uploadsListing()).toEqual([...referenced, fresh, foreign].sort());
    expect(uploadsListing()).not.toContain(orphan);
    expect(uploadsListing()).not.toContain(halfWritten);
    // Another process may be about to commit a fresh file; with no grace it goes too.
    await t.restart({ uploadSweepGraceMs: 0 });
    expect(uploadsListing()).toEqual([...referenced, foreign].sort());
  }, 20_000);

  it('fsyncs the file, then its folder after the rename, before answering', async () => {
    const probe = await fs.promises.open(os.tmpdir(), 'r');
    const proto = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    const synced: string[] = [];
    const original = proto.sync;
    const spy = jest.spyOn(proto, 'sync').mockImplementation(function (this: { fd: number }) {
      synced.push(fs.fstatSync(this.fd).isDirectory() ? 'folder' : 'file');
      return original.call(this);
    });
    try {
      expect((await banner()).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(synced).toEqual(['file', 'folder']);
  });

  it('keeps no file when the row cannot be committed', async () => {
    const before = uploadsListing();
    await t.app.db.schema.alterTable('banners').renameTo('banners_gone').execute();
    try {
      expect((await banner()).statusCode).toBe(500);
    } finally {
      await t.app.db.schema.alterTable('banners_gone').renameTo('banners').execute();
    }
    expect(uploadsListing()).toEqual(before);
  });

  it('keeps no temp file when the upload stream breaks', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-store-'));
    const store = createFsUploadStore(dir);
    const broken = new Readable({
      read() {
        this.push(pngBytes());
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.save(broken, detectImage)).rejects.toThrow('client went away');
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { detectImage, detectVideo } from '../../src/lib/file-type';
import { createDbUploadStore, DEFAULT_CHUNK_BYTES } from '../../src/storage/db-upload-store';
import { adminRequests } from '../helpers/admin-requests';
import { mp4Bytes, pngBytes, svgBytes } from '../helpers/fixtures';
import { count } from '../helpers/snapshots';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

const MAX_MB = 2;
const LIMIT = MAX_MB * 1024 * 1024;

/** A valid MP4 head followed by random bytes, so a chunk out of order would show. */
const video = (size: number): Buffer => {
  const bytes = randomBytes(size);
  mp4Bytes(16).copy(bytes);
  return bytes;
};

// Decision 019: uploads as chunk rows in the database (the default on PostgreSQL; forced here,
// so the same store is also proven on SQLite).
describe('uploads kept in the database', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(
    async () =>
      ({ t, cookie } = await createSignedInApp({ uploadStore: 'db', videoMaxMb: MAX_MB })),
    20_000,
  );
  afterAll(async () => t.close());
  const { send, upload, uploadsListing } = adminRequests(() => ({ t, cookie }));
  const postVideo = (bytes: Buffer) =>
    upload('/api/videos', [
      { name: 'title', value: 'Chunked lesson' },
      { name: 'videoFile', value: bytes, filename: 'v.mp4', contentType: 'video/mp4' },
    ]);

  it('stores a video at the size limit in fixed-size chunks and serves it whole', async () => {
    const bytes = video(LIMIT);
    const res = await postVideo(bytes);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.video_url as string;
    const served = await send('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(LIMIT),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=86400, immutable',
    });
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await count(t.app, 'stored_upload_chunks')).toBeGreaterThanOrEqual(
      LIMIT / DEFAULT_CHUNK_BYTES,
    );
  }, 20_000);

  it('reads chunk by chunk: the open stream holds one chunk, not the file', async () => {
    const name = (await uploadsListing()).find((n) => n.endsWith('.mp4')) as string;
    const file = await t.app.uploads.open(name);
    if (!file) throw new Error('the video is not stored');
    const first = (await file.stream[Symbol.asyncIterator]().next()).value as Buffer;
    expect(first.length).toBe(DEFAULT_CHUNK_BYTES);
    expect(file.stream.readableLength).toBeLessThanOrEqual(DEFAULT_CHUNK_BYTES);
    file.stream.destroy();
  });

  it('refuses a file over the limit, of the wrong type or empty, writing nothing', async () => {
    const before = [
      await uploadsListing(),
      await count(t.app, 'stored_upload_chunks'),
      await count(t.app, 'videos'),
    ];
    expect((await postVideo(video(LIMIT + 1))).statusCode).toBe(413);
    expect((await postVideo(pngBytes())).statusCode).toBe(400);
    const svg = await upload('/api/home-data', [
      { name: 'banner', value: svgBytes(), filename: 'b.png', contentType: 'image/png' },
    ]);
    expect(svg.json()).toMatchObject({ success: false, message: 'Please upload an image file' });
    const empty = await upload('/api/home-data', [
      { name: 'banner', value: Buffer.alloc(0), filename: 'b.png', contentType: 'image/png' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect([
      await uploadsListing(),
      await count(t.app, 'stored_upload_chunks'),
      await count(t.app, 'videos'),
    ]).toEqual(before);
  }, 20_000);

  it('writes while the upload arrives, a chunk at a time', async () => {
    const piece = 64 * 1024;
    const store = createDbUploadStore(t.app.db, piece);
    const before = await count(t.app, 'stored_upload_chunks');
    const rowsWhenAsked: number[] = [];
    let sent = 0;
    // Hands out a piece only when the store asks for one, as a network stream does.
    const source = new Readable({
      highWaterMark: piece,
      read() {
        if (sent === 8) return void this.push(null);
        void count(t.app, 'stored_upload_chunks').then((n) => {
          rowsWhenAsked.push(n - before);
          this.push(sent === 0 ? video(piece) : randomBytes(piece));
          sent += 1;
        });
      },
    });
    const result = await store.save(source, detectVideo);
    if (result.ok) await store.remove([result.name]);
    expect(result).toMatchObject({ ok: true, bytes: 8 * piece });
    // Rows appear while pieces are still being asked for; a store that buffered the whole
    // upload would show none until the end.
    expect(Math.max(...rowsWhenAsked)).toBeGreaterThanOrEqual(4);
  });

  it('fails a read whose upload is removed midway instead of sending a short file', async () => {
    const store = createDbUploadStore(t.app.db, 1024);
    const saved = await store.save(Readable.from([video(4 * 1024)]), detectVideo);
    if (!saved.ok) throw new Error('refused');
    const file = await store.open(saved.name);
    if (!file) throw new Error('not stored');
    const reader = file.stream[Symbol.asyncIterator]();
    expect(((await reader.next()).value as Buffer).length).toBe(1024);
    await store.remove([saved.name]);
    // The chunk after the first may already be on its way; the rest is gone.
    const rest = async () => {
      while (!(await reader.next()).done);
    };
    await expect(rest()).rejects.toThrow(/ended after (1024|2048) of 4096 bytes/);
  });

  it('keeps nothing when the upload stream breaks', async () => {
    const before = await uploadsListing();
    const broken = new Readable({
      read() {
        this.push(pngBytes());
        this.destroy(new Error('client went away'));
      },
    });
    await expect(t.app.uploads.save(broken, detectImage)).rejects.toThrow('client went away');
    expect(await uploadsListing()).toEqual(before);
  });

  it('sweeps at start uploads no row points to and unfinished ones, after the grace', async () => {
    const referenced = await uploadsListing();
    const [banner] = (await send('GET', '/api/home-data')).json() as { banner_url: string }[];
    const bannerName = banner?.banner_url.split('/').pop() as string;
    // Written seconds ago (the seeded copy the app started from may be minutes old):
    await t.app.db
      .updateTable('stored_uploads')
      .set({ touched_at: Date.now() })
      .where('name', '=', bannerName)
      .execute();
    // A crash between committing the row's delete and removing its upload leaves this:
    await t.app.db.deleteFrom('banners').execute();
    const unfinished = async (touchedAt: number) => {
      const { id } = await t.app.db
        .insertInto('stored_uploads')
        .values({ name: null, bytes: 0, touched_at: touchedAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('stored_upload_chunks')
        .values({ upload_id: id, seq: 0, data: mp4Bytes(64) })
        .execute();
      return `.upload-${id}`;
    };
    const abandoned = await unfinished(Date.now() - 10 * 60_000);
    const inProgress = await unfinished(Date.now());
    const restart = (uploadSweepGraceMs: number) => t.restart({ uploadSweepGraceMs });
    // The banner's upload was written seconds ago: another instance could be about to commit
    // a row pointing at it, so only the stale unfinished upload goes.
    await restart(60_000);
    expect(await uploadsListing()).toEqual([...referenced, inProgress].sort());
    expect(await uploadsListing()).not.toContain(abandoned);
    await restart(0);
    expect(await uploadsListing()).toEqual(referenced.filter((n) => n !== bannerName));
    expect((await send('GET', banner?.banner_url ?? '')).statusCode).toBe(404);
    // The chunks went with their rows.
    const orphanChunks = await t.app.db
      .selectFrom('stored_upload_chunks')
      .select('upload_id')
      .where('upload_id', 'not in', t.app.db.selectFrom('stored_uploads').select('id'))
      .execute();
    expect(orphanChunks).toEqual([]);
  }, 30_000);
});

import path from 'node:path';
import { jpegBytes, pngBytes, svgBytes } from '../helpers/fixtures';
import { count } from '../helpers/snapshots';
import { adminRequests } from '../helpers/admin-requests';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

describe('banners and uploads', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const { send, upload, uploadsListing } = adminRequests(() => ({ t, cookie }));

  describe('banners', () => {
    it('lists the seeded banner as a bare array', async () => {
      const res = await send('GET', '/api/home-data');
      expect(res.json()).toEqual([
        {
          id: expect.any(Number),
          banner_url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/),
          created_at: expect.any(String),
        },
      ]);
    });

    it('replaces the banner: one row, the old file removed, the new one served', async () => {
      const [old] = (await send('GET', '/api/home-data')).json() as { banner_url: string }[];
      const res = await upload('/api/home-data', [
        { name: 'banner', value: jpegBytes(), filename: 'b.png', contentType: 'image/png' },
      ]);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(res.json()).toEqual({
        success: true,
        message: 'Banner updated successfully!',
        data: {
          id: expect.any(Number),
          banner_url: expect.stringMatching(/\.jpg$/),
          created_at: t.clock.now().toISOString(),
        },
      });
      expect((await send('GET', '/api/home-data')).json()).toEqual([data]);
      expect(await uploadsListing()).not.toContain(path.basename(old?.banner_url ?? ''));
      const served = await send('GET', data.banner_url);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('rejects a PNG-named SVG and stores nothing', async () => {
      const files = await uploadsListing();
      const rows = await count(t.app, 'banners');
      const res = await upload('/api/home-data', [
        { name: 'banner', value: svgBytes(), filename: 'banner.png', contentType: 'image/png' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Please upload an image file' });
      expect(await uploadsListing()).toEqual(files);
      expect(await count(t.app, 'banners')).toBe(rows);
    });

    it('rejects 5 MB + 1 byte with 413 and stores nothing; exactly 5 MB is fine', async () => {
      const files = await uploadsListing();
      const rows = (await send('GET', '/api/home-data')).json();
      const over = Buffer.concat([
        pngBytes(),
        Buffer.alloc(5 * 1024 * 1024 + 1 - pngBytes().length),
      ]);
      const res = await upload('/api/home-data', [
        { name: 'banner', value: over, filename: 'big.png', contentType: 'image/png' },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: 'File size must be less than 5MB' });
      expect(await uploadsListing()).toEqual(files);
      expect((await send('GET', '/api/home-data')).json()).toEqual(rows);
      const exact = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024 - pngBytes().length)]);
      const ok = await upload('/api/home-data', [
        { name: 'banner', value: exact, filename: 'ok.png' },
      ]);
      expect(ok.statusCode).toBe(200);
    });

    it('asks for a banner when none is sent', async () => {
      for (const res of [
        await upload('/api/home-data', [{ name: 'title', value: 'no file' }]),
        await upload('/api/home-data', [{ name: 'image', value: pngBytes(), filename: 'x.png' }]),
        await send('POST', '/api/home-data', { banner: 'x' }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'Please upload at least one banner.',
        });
      }
    });

    it('deletes a banner and its file', async () => {
      const [banner] = (await send('GET', '/api/home-data')).json() as {
        id: number;
        banner_url: string;
      }[];
      if (!banner) throw new Error('no banner');
      const res = await send('DELETE', `/api/home-data/${banner.id}`);
      expect(res.json()).toEqual({ success: true, message: 'Banner deleted' });
      expect((await send('GET', '/api/home-data')).json()).toEqual([]);
      expect(await uploadsListing()).not.toContain(path.basename(banner.banner_url));
      expect((await send('DELETE', `/api/home-data/${banner.id}`)).statusCode).toBe(404);
    });
  });

  describe('uploads', () => {
    it('refuses names that are not stored upload names', async () => {
      for (const name of [
        '..%2F..%2Fapp.db',
        '..%2Fapp.db',
        'app.db',
        '00000000-0000-4000-8000-000000000000.svg',
      ]) {
        const res = await send('GET', `/api/uploads/${name}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'name has an invalid format' });
      }
      // Dot segments are resolved by the router before any route sees them.
      for (const url of ['/api/uploads/%2e%2e/app.db', '/api/uploads/../app.db']) {
        expect((await send('GET', url)).statusCode).toBe(404);
      }
      const missing = await send('GET', '/api/uploads/00000000-0000-4000-8000-000000000000.png');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'File not found' });
    });

    it('serves a file by what it belongs to: payment proofs never to content (or anyone) here', async () => {
      const tx = await t.app.db
        .selectFrom('wallet_transactions')
        .select(['id', 'screenshot_file'])
        .where('screenshot_file', 'is not', null)
        .executeTakeFirstOrThrow();
      const content = await t.loginAs('content@rewards.test');
      const finance = await t.loginAs('finance@rewards.test');
      const get = (url: string, as: string) => t.app.inject({ url, headers: { cookie: as } });
      const proof = `/api/uploads/${tx.screenshot_file}`;
      for (const who of [content, cookie]) {
        const res = await get(proof, who);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'File not found' });
      }
      // The proof's own route, under payments:read: finance yes, content no.
      expect((await get(`/api/wallet/${tx.id}/screenshot`, finance)).statusCode).toBe(200);
      expect((await get(`/api/wallet/${tx.id}/screenshot`, content)).statusCode).toBe(403);
      // Content files still reach content admins.
      const banner = await upload('/api/home-data', [
        { name: 'banner', value: pngBytes(), filename: 'b.png', contentType: 'image/png' },
      ]);
      expect((await get(banner.json().data.banner_url, content)).statusCode).toBe(200);
    });
  });
});

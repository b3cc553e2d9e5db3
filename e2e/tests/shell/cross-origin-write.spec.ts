import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openSameSitePage } from '../support/same-site-page';

const BANNER = fs.readFileSync(path.join(__dirname, '..', 'content', 'fixtures', 'banner.png'));

// Issue 12, defect 2: a page on another port of the same host replaced the banner with a
// credentialed multipart POST. The API now takes writes only from the admin app's origin.
test('a same-site page on another port cannot replace the banner with the admin cookie', async ({
  page,
}) => {
  const banners = async () => (await page.request.get('/api/home-data')).json();
  const before = await banners();
  await openSameSitePage(page);

  for (const target of [
    'http://localhost:3000/api/home-data',
    'http://localhost:4000/api/home-data',
  ]) {
    const sent = page.waitForRequest((request) => request.url() === target);
    // A "simple" request (no preflight): the browser sends it, and the admin cookie with it.
    // The page never reads the answer (the API's Cross-Origin-Resource-Policy hides it).
    await page.evaluate(
      async ({ url, png }) => {
        const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
        const form = new FormData();
        form.append('banner', new Blob([bytes], { type: 'image/png' }), 'banner.png');
        await fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          body: form,
        }).catch(() => undefined);
      },
      { url: target, png: BANNER.toString('base64') },
    );
    const headers = await (await sent).allHeaders();
    expect(headers.origin).toBe('http://localhost:3004');
    expect(headers.cookie).toMatch(/\bsid=/);
  }
  expect(await banners()).toEqual(before);
});

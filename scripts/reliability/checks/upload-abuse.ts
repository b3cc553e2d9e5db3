import fs from 'node:fs';
import type { ReliabilityCheck, ReliabilityReport } from '../reliability-check';
import { apiClient, isErrorShape, type ApiAnswer } from '../support/api-client';
import { openPlatformDb } from '../../support/platform-db';
import { changedParts, dataFingerprint, type DataFingerprint } from '../support/data-fingerprint';
import { UPLOAD_CASES, type UploadCase } from '../support/upload-cases';

const STORED = /^\/api\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif|mp4|mov|webm|mkv|ogg)$/;

function form(c: UploadCase): FormData {
  const body = new FormData();
  const file = new Blob([c.bytes], { type: c.type });
  if (c.route === 'banner') body.append('banner', file, c.filename);
  else {
    body.append('title', `Upload abuse: ${c.label}`);
    body.append('videoFile', file, c.filename);
  }
  return body;
}

/** Files in the data folder outside uploads/ (the database's own files excluded). */
function filesOutsideUploads(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.startsWith('uploads') && !name.startsWith('app.db'))
    .sort();
}

/**
 * Uploads disguised and hostile files to both upload routes: refused ones get their 4xx in
 * the error shape and change nothing; accepted ones are stored under a random name and
 * served with their real image or video type and nosniff, never as a page.
 */
export const uploadAbuse: ReliabilityCheck = {
  name: 'upload abuse',
  async run(target): Promise<ReliabilityReport> {
    const send = apiClient(target, await target.signIn());
    const db = openPlatformDb(target.dataDir);
    const fingerprint = () => dataFingerprint(db, target.dataDir, ['admin_sessions']);
    const failures: string[] = [];
    const outside = filesOutsideUploads(target.dataDir);
    let tried = 0;
    const check = async (c: UploadCase, answer: ApiAnswer, before: DataFingerprint) => {
      if (c.refusedWith !== undefined) {
        if (answer.status !== c.refusedWith || !isErrorShape(answer.body))
          failures.push(
            `${c.label}: expected ${c.refusedWith} in the error shape, got ${answer.status}`,
          );
        const changed = changedParts(before, await fingerprint());
        if (changed.length) failures.push(`${c.label}: refused but changed ${changed.join(', ')}`);
        return;
      }
      const data = (answer.body as { data?: { banner_url?: string; video_url?: string } }).data;
      const url = data?.banner_url ?? data?.video_url ?? '';
      if (answer.status !== 200 || !STORED.test(url)) {
        failures.push(`${c.label}: expected a stored file, got ${answer.status} ${url}`);
        return;
      }
      const served = await send({ method: 'GET', path: url });
      const type = served.headers.get('content-type') ?? '';
      if (
        !/^(image|video)\//.test(type) ||
        served.headers.get('x-content-type-options') !== 'nosniff'
      )
        failures.push(`${c.label}: served as "${type}" without nosniff`);
    };
    try {
      for (const c of UPLOAD_CASES) {
        const before = await fingerprint();
        const path = c.route === 'banner' ? '/api/home-data' : '/api/videos';
        await check(c, await send({ method: 'POST', path, body: form(c) }), before);
        tried += 1;
      }
      for (const url of [
        '/api/uploads/..%2fapp.db',
        '/api/uploads/%2e%2e%2fapp.db',
        '/api/uploads/..%5capp.db',
      ]) {
        const answer = await send({ method: 'GET', path: url });
        tried += 1;
        if (answer.status < 400 || answer.status >= 500 || !isErrorShape(answer.body))
          failures.push(`GET ${url}: ${answer.status}`);
      }
      const after = filesOutsideUploads(target.dataDir);
      if (after.join('\n') !== outside.join('\n'))
        failures.push(
          `files appeared outside uploads/: ${after.filter((f) => !outside.includes(f)).join(', ')}`,
        );
    } finally {
      await db.destroy();
    }
    return { check: this.name, tried, failures };
  },
};

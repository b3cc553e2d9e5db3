import fs from 'node:fs';
import type { ReliabilityCheck, ReliabilityReport } from '../reliability-check';
import { apiClient, isErrorShape, type ApiAnswer } from '../support/api-client';
import { changedParts, openReadOnly, snapshotData } from '../support/db-snapshot';
import {
  EMPTY,
  GIF_JS_POLYGLOT,
  HTML,
  mp4Of,
  pngOf,
  PNG_HTML_POLYGLOT,
  SVG,
} from '../support/upload-samples';

const BANNER_LIMIT = 5 * 1024 * 1024;
// The runner starts the API with VIDEO_MAX_MB=2.
const VIDEO_LIMIT = 2 * 1024 * 1024;
const STORED = /^\/api\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif|mp4|mov|webm|mkv|ogg)$/;

interface UploadCase {
  label: string;
  route: 'banner' | 'video';
  bytes: Uint8Array<ArrayBuffer>;
  filename: string;
  type: string;
  /** Refused with this status and nothing stored; undefined means stored and served safely. */
  refusedWith?: number;
}

const TRAVERSAL_NAMES = [
  '../../app.db.png',
  '..\\..\\evil.png',
  '/etc/passwd.png',
  '%2e%2e%2fevil.png',
  'a\u0000b.png',
  '.htaccess',
  `${'x'.repeat(1000)}.png`,
];

const CASES: UploadCase[] = [
  {
    label: 'SVG as PNG',
    route: 'banner',
    bytes: SVG,
    filename: 'b.png',
    type: 'image/png',
    refusedWith: 400,
  },
  {
    label: 'HTML as PNG',
    route: 'banner',
    bytes: HTML,
    filename: 'b.png',
    type: 'image/png',
    refusedWith: 400,
  },
  {
    label: 'HTML as MP4',
    route: 'video',
    bytes: HTML,
    filename: 'v.mp4',
    type: 'video/mp4',
    refusedWith: 400,
  },
  {
    label: '0-byte banner',
    route: 'banner',
    bytes: EMPTY,
    filename: 'b.png',
    type: 'image/png',
    refusedWith: 400,
  },
  {
    label: '0-byte video',
    route: 'video',
    bytes: EMPTY,
    filename: 'v.mp4',
    type: 'video/mp4',
    refusedWith: 400,
  },
  {
    label: 'banner at the limit',
    route: 'banner',
    bytes: pngOf(BANNER_LIMIT),
    filename: 'b.png',
    type: 'image/png',
  },
  {
    label: 'banner at limit + 1',
    route: 'banner',
    bytes: pngOf(BANNER_LIMIT + 1),
    filename: 'b.png',
    type: 'image/png',
    refusedWith: 413,
  },
  {
    label: 'video at the limit',
    route: 'video',
    bytes: mp4Of(VIDEO_LIMIT),
    filename: 'v.mp4',
    type: 'video/mp4',
  },
  {
    label: 'video at limit + 1',
    route: 'video',
    bytes: mp4Of(VIDEO_LIMIT + 1),
    filename: 'v.mp4',
    type: 'video/mp4',
    refusedWith: 413,
  },
  {
    label: 'PNG/HTML polyglot',
    route: 'banner',
    bytes: PNG_HTML_POLYGLOT,
    filename: 'p.html',
    type: 'text/html',
  },
  {
    label: 'GIF/JS polyglot',
    route: 'banner',
    bytes: GIF_JS_POLYGLOT,
    filename: 'g.js',
    type: 'application/javascript',
  },
  ...TRAVERSAL_NAMES.map((filename) => ({
    label: `file name ${JSON.stringify(filename.slice(0, 40))}`,
    route: 'banner' as const,
    bytes: pngOf(64),
    filename,
    type: 'image/png',
  })),
];

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
    const db = openReadOnly(target.dataDir);
    const failures: string[] = [];
    const outside = filesOutsideUploads(target.dataDir);
    let tried = 0;
    const check = async (
      c: UploadCase,
      answer: ApiAnswer,
      before: ReturnType<typeof snapshotData>,
    ) => {
      if (c.refusedWith !== undefined) {
        if (answer.status !== c.refusedWith || !isErrorShape(answer.body))
          failures.push(
            `${c.label}: expected ${c.refusedWith} in the error shape, got ${answer.status}`,
          );
        const changed = changedParts(before, snapshotData(db, target.dataDir));
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
      for (const c of CASES) {
        const before = snapshotData(db, target.dataDir);
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
      db.close();
    }
    return { check: this.name, tried, failures };
  },
};

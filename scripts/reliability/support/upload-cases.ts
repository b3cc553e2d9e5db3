/** The files the upload abuse check sends, and what must become of each. */
import {
  EMPTY,
  GIF_JS_POLYGLOT,
  HTML,
  mp4Of,
  pngOf,
  PNG_HTML_POLYGLOT,
  SVG,
} from './upload-samples';

const BANNER_LIMIT = 5 * 1024 * 1024;
// The runner starts the API with VIDEO_MAX_MB=2.
const VIDEO_LIMIT = 2 * 1024 * 1024;

export interface UploadCase {
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

export const UPLOAD_CASES: UploadCase[] = [
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

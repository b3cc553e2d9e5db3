import { adminRequests } from '../helpers/admin-requests';
import { mp4Bytes, pngBytes } from '../helpers/fixtures';
import { multipart, type MultipartPart } from '../helpers/multipart';
import { snapshot } from '../helpers/snapshots';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

interface UploadRoute {
  url: string;
  /** A valid body's parts; the malformed shapes are built around them. */
  parts: MultipartPart[];
  fileField: string;
  file: () => Buffer;
  contentType: string;
}

const ROUTES: UploadRoute[] = [
  {
    url: '/api/home-data',
    parts: [{ name: 'banner', value: pngBytes(), filename: 'b.png', contentType: 'image/png' }],
    fileField: 'banner',
    file: pngBytes,
    contentType: 'image/png',
  },
  {
    url: '/api/videos',
    parts: [
      { name: 'title', value: 'Clip' },
      { name: 'videoFile', value: mp4Bytes(), filename: 'v.mp4', contentType: 'video/mp4' },
    ],
    fileField: 'videoFile',
    file: mp4Bytes,
    contentType: 'video/mp4',
  },
];

/** {success:false, message}; the video route also repeats the message as `error`. */
function standardShape(body: Record<string, unknown>): boolean {
  const { success, message, error, ...rest } = body;
  return (
    success === false &&
    typeof message === 'string' &&
    (error === undefined || error === message) &&
    Object.keys(rest).length === 0
  );
}

const BOUNDARY = 'XbOuNdArY';
const typeWith = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** Raw bodies that are not valid multipart/form-data, each with the content type it is sent as. */
function malformedShapes(route: UploadRoute): { shape: string; type: string; body: Buffer }[] {
  const valid = multipart(route.parts);
  const validType = valid.headers['content-type'] as string;
  const fileHead = (disposition: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${route.contentType}\r\n\r\n`;
  const filePart = `form-data; name="${route.fileField}"; filename="f"`;
  return [
    { shape: 'no boundary', type: 'multipart/form-data', body: valid.payload },
    { shape: 'empty boundary', type: 'multipart/form-data; boundary=', body: valid.payload },
    { shape: 'empty body', type: validType, body: Buffer.alloc(0) },
    { shape: 'garbage body', type: validType, body: Buffer.from('not multipart at all') },
    {
      shape: 'truncated body',
      type: validType,
      body: valid.payload.subarray(0, Math.floor(valid.payload.length / 2)),
    },
    {
      shape: 'boundary never closes',
      type: typeWith(),
      body: Buffer.concat([Buffer.from(fileHead(filePart)), route.file()]),
    },
    {
      shape: 'part without a name',
      type: typeWith(),
      body: Buffer.concat([
        Buffer.from(fileHead('form-data; filename="f"')),
        route.file(),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    },
    {
      shape: 'header without a blank line',
      type: typeWith(),
      body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${filePart}\r\n--${BOUNDARY}--`),
    },
  ];
}

describe('malformed multipart on every upload route', () => {
  let s: { t: TestContext; cookie: string };
  const api = adminRequests(() => s);
  beforeAll(async () => {
    s = await createSignedInApp();
  });
  afterAll(async () => s.t.close());

  describe.each(ROUTES)('$url', (route) => {
    it.each(malformedShapes(route).map((c) => [c.shape, c] as const))(
      'answers 4xx in the standard shape and changes nothing: %s',
      async (_shape, c) => {
        const before = await snapshot(s.t.app);
        const res = await s.t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { cookie: s.cookie, 'content-type': c.type },
          payload: c.body,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(standardShape(res.json())).toBe(true);
        expect(await snapshot(s.t.app)).toEqual(before);
      },
    );

    it('refuses a boundary too long for the parser with 400, and accepts one just short of it', async () => {
      const send = (boundary: string) => {
        const body = multipart(route.parts).payload.toString('latin1');
        const old = /^--([^\r]+)\r\n/.exec(body)?.[1] as string;
        return s.t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { cookie: s.cookie, 'content-type': typeWith(boundary) },
          payload: Buffer.from(body.split(old).join(boundary), 'latin1'),
        });
      };
      for (const length of [253, 256, 300, 4000]) {
        const before = await snapshot(s.t.app);
        const res = await send('b'.repeat(length));
        expect(res.statusCode).toBe(400);
        expect(standardShape(res.json())).toBe(true);
        expect(res.json().message).toMatch(/boundary is too long/);
        expect(await snapshot(s.t.app)).toEqual(before);
      }
      expect((await send('b'.repeat(252))).statusCode).toBe(200);
    });

    it('refuses two files in one upload with 400', async () => {
      const before = await snapshot(s.t.app);
      const fileParts = route.parts.filter((p) => p.filename !== undefined);
      const res = await api.upload(route.url, [...route.parts, ...fileParts]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Upload one file at a time' });
      expect(standardShape(res.json())).toBe(true);
      expect(await snapshot(s.t.app)).toEqual(before);
    });
  });
});

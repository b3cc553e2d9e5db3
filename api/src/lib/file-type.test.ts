import { encodePng } from '../seed/png';
import { detectImage, detectVideo, mimeForStoredName } from './file-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );

describe('detectImage', () => {
  it.each([
    ['png', encodePng(1, 1, () => [0, 0, 0]), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['gif', bytes('GIF89a', 1, 0), 'image/gif'],
  ])('recognises %s', (_name, buf, mime) => {
    expect(detectImage(buf)?.mime).toBe(mime);
  });

  it.each([
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['html', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['truncated png', bytes(0x89, 'PNG')],
    ['riff that is not webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, buf) => {
    expect(detectImage(buf)).toBeNull();
  });
});

describe('detectVideo', () => {
  it.each([
    ['mp4', bytes(0, 0, 0, 0x18, 'ftypisom'), 'video/mp4'],
    ['mov', bytes(0, 0, 0, 0x14, 'ftypqt  '), 'video/quicktime'],
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 'webm'), 'video/webm'],
    ['mkv', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, 'matroska'), 'video/x-matroska'],
    ['ogg', bytes('OggS', 0, 2), 'video/ogg'],
  ])('recognises %s', (_name, buf, mime) => {
    expect(detectVideo(buf)?.mime).toBe(mime);
  });

  it('refuses an image', () => {
    expect(detectVideo(encodePng(1, 1, () => [0, 0, 0]))).toBeNull();
  });
});

it('maps stored extensions back to content types', () => {
  expect(mimeForStoredName('x.jpg')).toBe('image/jpeg');
  expect(mimeForStoredName('x.svg')).toBeNull();
});

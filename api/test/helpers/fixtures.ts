import { encodePng } from '../../src/seed/png';

/** A tiny valid PNG. */
export const pngBytes = (): Buffer => encodePng(4, 4, () => [200, 30, 30]);

export const svgBytes = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The first bytes of an MP4 (ftyp box) followed by filler: enough for type detection. */
export const mp4Bytes = (size = 2048): Buffer => {
  const head = Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0,
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 1)]);
};

export const jpegBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

/** A valid quiz as POST /api/quizzes takes it. */
export const QUIZ_BODY = {
  question: 'What is 2 + 2?',
  option_a: '3',
  option_b: '4',
  option_c: '5',
  option_d: '22',
  correct_option: 'B',
};

import { type Static, Type } from '@sinclair/typebox';
import { StrictObject, StringEnum, Text, Timestamp } from './common';
import { VIDEO_TITLE_MAX } from './limits';

const OptionLetter = Type.Union([
  Type.Literal('A'),
  Type.Literal('B'),
  Type.Literal('C'),
  Type.Literal('D'),
]);

export const Quiz = StrictObject({
  id: Type.Integer(),
  question: Type.String(),
  option_a: Type.String(),
  option_b: Type.String(),
  option_c: Type.String(),
  option_d: Type.String(),
  correct_option: StringEnum(['A', 'B', 'C', 'D'] as const),
});
export type Quiz = Static<typeof Quiz>;
export type QuizOption = Quiz['correct_option'];
export const QuizBody = StrictObject({
  question: Text(500, 'Question'),
  option_a: Text(200, 'Option A'),
  option_b: Text(200, 'Option B'),
  option_c: Text(200, 'Option C'),
  option_d: Text(200, 'Option D'),
  correct_option: OptionLetter,
});
export type QuizBody = Static<typeof QuizBody>;
export const QuizResponse = StrictObject({ success: Type.Literal(true), data: Quiz });
export type QuizResponse = Static<typeof QuizResponse>;

export const Video = StrictObject({
  id: Type.Integer(),
  title: Type.String(),
  video_url: Type.String({
    description: 'http(s) URL, or /api/uploads/<file> for uploaded videos',
  }),
});
export type Video = Static<typeof Video>;
export const VideoJsonBody = StrictObject({
  title: Text(VIDEO_TITLE_MAX, 'Title'),
  video_url: Type.String({
    maxLength: 2048,
    pattern: '^[hH][tT][tT][pP][sS]?://\\S+$',
    description: 'http or https URL',
  }),
});
export type VideoJsonBody = Static<typeof VideoJsonBody>;
export const VideoMultipartBody = StrictObject({
  title: Type.String(),
  videoFile: Type.Unsafe({
    type: 'string',
    format: 'binary',
    description: 'MP4, MOV, WEBM, MKV or OGG bytes',
  }),
});
export const VideoResponse = StrictObject({ success: Type.Literal(true), data: Video });
export type VideoResponse = Static<typeof VideoResponse>;

export const QuizWithVideosQuery = StrictObject({ admin: Type.Optional(Type.Boolean()) });
export const QuizWithVideosResponse = StrictObject({
  success: Type.Literal(true),
  quizzes: Type.Array(Quiz),
  videos: Type.Array(Video),
});
export type QuizWithVideosResponse = Static<typeof QuizWithVideosResponse>;

export const Banner = StrictObject({
  id: Type.Integer(),
  banner_url: Type.String({ description: '/api/uploads/<file>' }),
  created_at: Timestamp,
});
export type Banner = Static<typeof Banner>;
export const BannerMultipartBody = StrictObject({
  banner: Type.Unsafe({
    type: 'string',
    format: 'binary',
    description: 'PNG, JPEG, WEBP or GIF, at most 5 MB',
  }),
});
export const BannerResponse = StrictObject({
  success: Type.Literal(true),
  message: Type.String(),
  data: Banner,
});
export type BannerResponse = Static<typeof BannerResponse>;

/** GET /api/home-data: the banners as a bare list. */
export const BannerListResponse = Type.Array(Banner);
export type BannerListResponse = Static<typeof BannerListResponse>;

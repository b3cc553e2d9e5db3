import { Banner, BANNER_LIST, Quiz, QUIZ_LIST, Video, VIDEO_LIST } from '@rewards/contract';
import { bannersByIds } from './banner-service';
import { quizzesByIds } from './quiz-service';
import { videosByIds } from './video-service';
import { dateCondition } from '../lists/list-filters';
import type { SourceOf } from '../lists/list-source';
import { ownTextMatches } from '../lists/own-text-search';

// The quiz table's two lists and the banner history (docs/product.md#quizzes-and-videos,
// #banners).

export const quizSource: SourceOf<typeof QUIZ_LIST> = {
  declaration: QUIZ_LIST,
  row: Quiz,
  table: 'quizzes',
  tag: 'quizzes',
  noun: 'Quizzes',
  sortKeys: {
    id: { column: 'id', kind: 'number' },
    question: { column: 'question', kind: 'text' },
    correct: { column: 'correct_option', kind: 'text' },
  },
  filter: (_db, _name, value) =>
    ownTextMatches(['question', 'option_a', 'option_b', 'option_c', 'option_d'], value),
  rowsByIds: quizzesByIds,
  summary: null,
};

export const videoSource: SourceOf<typeof VIDEO_LIST> = {
  declaration: VIDEO_LIST,
  row: Video,
  table: 'videos',
  tag: 'videos',
  noun: 'Videos',
  sortKeys: {
    id: { column: 'id', kind: 'number' },
    title: { column: 'title', kind: 'text' },
  },
  filter: (_db, _name, value) => ownTextMatches(['title', 'video_url'], value),
  rowsByIds: videosByIds,
  summary: null,
};

export const bannerSource: SourceOf<typeof BANNER_LIST> = {
  declaration: BANNER_LIST,
  row: Banner,
  table: 'banners',
  tag: 'banners',
  noun: 'Banners',
  sortKeys: {
    id: { column: 'id', kind: 'number' },
    date: { column: 'created_at', kind: 'text' },
  },
  filter: (_db, name, value) => dateCondition('created_at', name, value, name),
  rowsByIds: bannersByIds,
  summary: null,
};

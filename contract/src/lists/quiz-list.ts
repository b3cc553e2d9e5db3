import type { Quiz, Video } from '../api/content';
import { defineList } from './list-declaration';

// The quiz table's two lists (`/quiz_table`, `?list=videos`), oldest first as they were
// added. Neither had filters; a search is added so a view can be found and saved.

/** Quiz questions. */
export const QUIZ_LIST = defineList<Quiz>()({
  key: 'quizzes',
  path: '/quizzes',
  operationName: 'Quizzes',
  permission: 'content:read',
  dataSet: 'quizzes',
  entity: 'quiz',
  sortKeys: ['id', 'question', 'correct'],
  defaultSort: { key: 'id', direction: 'asc' },
  filters: {
    q: { kind: 'search', label: 'question or options' },
  },
  columns: [
    // The row's place in the list; the quiz id is exported instead (the default order).
    { id: 'number', header: '#' },
    { id: 'id', header: 'ID', sortKey: 'id', csv: (row) => row.id },
    { id: 'question', header: 'Question', sortKey: 'question', csv: (row) => row.question },
    // On screen the four options in one cell; in the CSV a column each.
    { id: 'options', header: 'Options' },
    { id: 'option_a', header: 'Option A', csv: (row) => row.option_a },
    { id: 'option_b', header: 'Option B', csv: (row) => row.option_b },
    { id: 'option_c', header: 'Option C', csv: (row) => row.option_c },
    { id: 'option_d', header: 'Option D', csv: (row) => row.option_d },
    { id: 'correct', header: 'Correct', sortKey: 'correct', csv: (row) => row.correct_option },
    { id: 'actions', header: 'Action' },
  ],
  csvFileName: 'quizzes.csv',
});

/** Video lessons. */
export const VIDEO_LIST = defineList<Video>()({
  key: 'videos',
  path: '/videos',
  operationName: 'Videos',
  permission: 'content:read',
  dataSet: 'videos',
  entity: 'video',
  sortKeys: ['id', 'title'],
  defaultSort: { key: 'id', direction: 'asc' },
  filters: {
    q: { kind: 'search', label: 'title or link' },
  },
  // The quiz table's Videos tab is `?list=videos`: a saved view of it keeps the tab.
  viewFilters: { list: { kind: 'choice', values: ['videos'] } },
  columns: [
    { id: 'number', header: '#' },
    { id: 'id', header: 'ID', sortKey: 'id', csv: (row) => row.id },
    { id: 'title', header: 'Title', sortKey: 'title', csv: (row) => row.title },
    { id: 'video', header: 'Video', csv: (row) => row.video_url },
    { id: 'actions', header: 'Action' },
  ],
  csvFileName: 'videos.csv',
});

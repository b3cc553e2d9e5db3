/** Where the single-bundle baseline is built (read by its config and by the benchmark). */
import path from 'node:path';

export const SINGLE_BUNDLE_DIST = path.join(__dirname, 'dist');

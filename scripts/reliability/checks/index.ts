/**
 * Every check `npm run test:reliability` runs, in order (an explicit list: a check that is
 * not here does not run). Checks that change data on purpose run after the fuzzer, whose
 * cases assume the seeded rows.
 */
import type { ReliabilityCheck } from '../reliability-check';
import { crossOriginWriteCheck } from './cross-origin-write';
import { decisionRaces } from './decision-races';
import { edgeAnswers } from './edge-answers';
import { exportBystandersOn } from './export-bystanders';
import { fuzzMutatingRoutes } from './fuzz-mutating-routes';
import { heldConnections } from './held-connections';
import { killNine } from './kill-nine';
import { servedHeadersCheck } from './served-headers';
import { spoofingLockoutAndLeaks } from './spoofing-lockout-and-leaks';
import { uploadAbuse } from './upload-abuse';

export const CHECKS: readonly ReliabilityCheck[] = [
  servedHeadersCheck,
  crossOriginWriteCheck,
  edgeAnswers,
  fuzzMutatingRoutes,
  decisionRaces,
  uploadAbuse,
  spoofingLockoutAndLeaks,
  heldConnections,
  ...exportBystandersOn(process.env.RELIABILITY_EXPORT_DATABASES),
  killNine,
];

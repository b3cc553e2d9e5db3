import { startBoot } from './routes/boot-requests';

// A returning admin's session check and first list page leave now, not after the UI kit and
// the federation runtime are evaluated (decision 064).
startBoot();
// Async boundary: federation must negotiate shared singletons (react, the UI kit) before any
// module that uses them runs.
void import('./bootstrap');

// Async boundary: federation must negotiate shared singletons (react, the UI kit) before any
// module that uses them runs.
void import('./bootstrap');

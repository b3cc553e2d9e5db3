// Async boundary: federation must negotiate the shared singletons (react, the UI kit) before
// any module that uses them runs, so everything real lives behind this dynamic import.
void import('./bootstrap');

/** Test helpers for every workspace (never imported by app code). */
export { renderWithProviders } from './render-with-providers';

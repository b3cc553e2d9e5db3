/**
 * Server rendering with the UI kit (`@rewards/shared/ssr`, build time only: never federated,
 * never in a browser bundle). Emotion stays inside shared, like the kit itself.
 */
export {
  PAGE_STYLE_ATTRIBUTE,
  renderWithCriticalCss,
  type ServerRendered,
} from './render-with-critical-css';

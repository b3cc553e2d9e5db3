import { apiClient } from '@rewards/shared';

/** The API host: the origin of the API client's base URL (by default the page's own origin). */
function apiOrigin(): string {
  return new URL(apiClient.defaults.baseURL ?? '/', window.location.href).origin;
}

/**
 * The address to load an uploaded or linked file from. Relative URLs such as
 * `/api/uploads/x.mp4` are prefixed with the API host (docs/product.md#quizzes-and-videos);
 * anything that is not http(s) afterwards (`javascript:`, `data:`...) is refused with null so it
 * never reaches a src.
 */
export function mediaUrl(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  let resolved: URL;
  try {
    resolved = new URL(trimmed, `${apiOrigin()}/`);
  } catch {
    return null;
  }
  return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
}

/** docs/product.md#banners: one image, under 5 MB. The API checks the same, by the file's bytes. */
const BANNER_MAX_BYTES = 5 * 1024 * 1024;

export const BANNER_MESSAGES = {
  notImage: 'Please upload an image file',
  tooLarge: 'File size must be less than 5MB',
  missing: 'Please upload at least one banner.',
  uploaded: 'Banner updated successfully!',
} as const;

/** How long 'Banner updated successfully!' stays on screen (docs/product.md#banners). */
export const SUCCESS_NOTICE_MS = 3000;

/** Why a chosen file cannot be the banner, or null when it can. */
export function bannerFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return BANNER_MESSAGES.notImage;
  // The rule reads "less than 5MB", so a file of exactly 5 MB is refused too.
  if (file.size >= BANNER_MAX_BYTES) return BANNER_MESSAGES.tooLarge;
  return null;
}

/** "1.2 MB" / "340 KB" for the chosen file's description. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

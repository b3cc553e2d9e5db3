// Detects a file's type from its first bytes (never from its name or declared type).
// Kept in-house because `file-type` is ESM-only and this API compiles to CommonJS.

export interface DetectedType {
  ext: string;
  mime: string;
  kind: 'image' | 'video';
}

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0): boolean =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (buf: Uint8Array, start: number, end: number): string =>
  Buffer.from(buf.subarray(start, end)).toString('latin1');

export function detectImage(buf: Uint8Array): DetectedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ext: 'png', mime: 'image/png', kind: 'image' };
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') {
    return { ext: 'webp', mime: 'image/webp', kind: 'image' };
  }
  const gif = ascii(buf, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return { ext: 'gif', mime: 'image/gif', kind: 'image' };
  return null;
}

export function detectVideo(buf: Uint8Array): DetectedType | null {
  // ISO base media: size(4) + "ftyp" + brand. QuickTime brand "qt  " means .mov.
  if (ascii(buf, 4, 8) === 'ftyp') {
    const brand = ascii(buf, 8, 12);
    if (brand === 'qt  ') return { ext: 'mov', mime: 'video/quicktime', kind: 'video' };
    return { ext: 'mp4', mime: 'video/mp4', kind: 'video' };
  }
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML header; the DocType string says webm or matroska.
    const head = ascii(buf, 0, Math.min(buf.length, 64));
    if (head.includes('webm')) return { ext: 'webm', mime: 'video/webm', kind: 'video' };
    return { ext: 'mkv', mime: 'video/x-matroska', kind: 'video' };
  }
  if (ascii(buf, 0, 4) === 'OggS') return { ext: 'ogg', mime: 'video/ogg', kind: 'video' };
  return null;
}

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogg: 'video/ogg',
};

/** Content type for a stored file; extensions were chosen from detected bytes at upload. */
export function mimeForStoredName(name: string): string | null {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return MIME_BY_EXT[ext] ?? null;
}

export const STORED_EXTENSIONS = Object.keys(MIME_BY_EXT);

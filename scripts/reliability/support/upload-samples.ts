/** File bodies for the upload checks: the real thing by its first bytes, or a disguise. */
type Bytes = Uint8Array<ArrayBuffer>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MP4_HEAD = [0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')];

/** `head`, then zeros up to exactly `size` bytes. */
function padded(head: number[], size: number): Bytes {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return bytes;
}

const text = (value: string): Bytes => new TextEncoder().encode(value);

export const pngOf = (size: number): Bytes => padded(PNG_SIGNATURE, size);
export const mp4Of = (size: number): Bytes => padded(MP4_HEAD, size);
export const EMPTY: Bytes = new Uint8Array(0);

export const SVG = text(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>',
);
export const HTML = text('<!doctype html><html><body><script>alert(1)</script></body></html>');
/** A valid PNG signature, then a page a browser would run if it sniffed the type. */
export const PNG_HTML_POLYGLOT = padded(
  [...PNG_SIGNATURE, ...text('<html><script>alert(document.cookie)</script></html>')],
  8 + 52,
);
/** A GIF header that is also a JavaScript expression (the classic GIF/JS polyglot). */
export const GIF_JS_POLYGLOT = text('GIF89a/*\u0000\u0000*/=alert(document.cookie);//');

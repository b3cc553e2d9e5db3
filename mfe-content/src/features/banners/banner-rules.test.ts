import { bannerFileProblem, formatFileSize } from './banner-rules';

function file(type: string, size: number) {
  const made = new File(['x'], 'f', { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('bannerFileProblem', () => {
  const MB = 1024 * 1024;

  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(bannerFileProblem(file(type, MB))).toBeNull();
  });

  it.each(['text/plain', 'application/pdf', 'video/mp4', ''])('refuses type %p', (type) => {
    expect(bannerFileProblem(file(type, 10))).toBe('Please upload an image file');
  });

  it('accepts just under 5 MB and refuses 5 MB and more', () => {
    expect(bannerFileProblem(file('image/png', 5 * MB - 1))).toBeNull();
    expect(bannerFileProblem(file('image/png', 5 * MB))).toBe('File size must be less than 5MB');
    expect(bannerFileProblem(file('image/png', 20 * MB))).toBe('File size must be less than 5MB');
  });

  it('checks the type before the size', () => {
    expect(bannerFileProblem(file('text/plain', 20 * MB))).toBe('Please upload an image file');
  });
});

describe('formatFileSize', () => {
  it('shows KB below a megabyte and MB above', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});

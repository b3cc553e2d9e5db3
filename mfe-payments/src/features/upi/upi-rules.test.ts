import {
  QR_SIZE_MESSAGE,
  QR_TYPE_MESSAGE,
  qrFileError,
  UPI_ID_FORMAT,
  UPI_ID_REQUIRED,
  upiIdError,
} from './upi-rules';

describe('UPI ID format (name@bank)', () => {
  it('accepts name@bank', () => {
    for (const id of ['rewards.admin@okaxis', 'a_b-9@ybl', '  9876543210@paytm  ']) {
      expect(upiIdError(id)).toBeNull();
    }
  });

  it('refuses anything else with a clear message', () => {
    expect(upiIdError('   ')).toBe(UPI_ID_REQUIRED);
    for (const id of [
      'rewards',
      'rewards@',
      '@okaxis',
      'a@okaxis',
      'me@ok axis',
      'me@bank1',
      'a b@ok',
    ]) {
      expect(upiIdError(id)).toBe(UPI_ID_FORMAT);
    }
    expect(UPI_ID_FORMAT).toContain('name@bank');
  });
});

describe('QR image file', () => {
  const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'qr', { type });

  it('accepts PNG, JPG and WEBP up to 2 MB', () => {
    expect(qrFileError(file('image/png'))).toBeNull();
    expect(qrFileError(file('image/jpeg'))).toBeNull();
    expect(qrFileError(file('image/webp', 2 * 1024 * 1024))).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(qrFileError(file('image/gif'))).toBe(QR_TYPE_MESSAGE);
    expect(qrFileError(file('image/svg+xml'))).toBe(QR_TYPE_MESSAGE);
    expect(qrFileError(file('image/png', 2 * 1024 * 1024 + 1))).toBe(QR_SIZE_MESSAGE);
  });
});

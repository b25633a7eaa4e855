import { describe, expect, it } from 'vitest';
import { uploadErrorMessage, uploadIdFromUrl } from './upload-answers.ts';

describe('upload answers', () => {
  it('reads the upload id from the address the server gave the upload', () => {
    expect(uploadIdFromUrl('http://127.0.0.1:3210/api/v14/dj/uploads/a1B2c3')).toBe('a1B2c3');
    expect(uploadIdFromUrl('/api/v14/dj/uploads/a1B2c3/')).toBe('a1B2c3');
  });

  it("uses the server's own words for a refusal", () => {
    expect(uploadErrorMessage(413, '{"success":false,"error":"Not enough free storage"}')).toBe(
      'Not enough free storage',
    );
    expect(uploadErrorMessage(415, 'Unknown media type: please upload audio')).toBe(
      'Unknown media type: please upload audio',
    );
    expect(uploadErrorMessage(500, '<html>oops</html>')).toBe('HTTP Error: 500');
    expect(uploadErrorMessage(0, undefined)).toBe('Network error');
  });
});

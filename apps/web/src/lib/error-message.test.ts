// The message a person reads from a failed call: the server's words, never its
// raw body when that body is a page or data.
import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './api-client.ts';

describe('firstErrorMessage', () => {
  it('reads the detail, then the first field message', () => {
    expect(firstErrorMessage({ detail: 'Not found.' })).toBe('Not found.');
    expect(firstErrorMessage({ email: ['Enter a valid email address.'] })).toBe('Enter a valid email address.');
    expect(firstErrorMessage({ non_field_errors: ['Unable to log in.'], email: ['x'] })).toBe('Unable to log in.');
  });

  it('shows a plain sentence, never a gateway page or a JSON text', () => {
    expect(firstErrorMessage(' Service is resting. ')).toBe('Service is resting.');
    expect(firstErrorMessage('<html><body><h1>502 Bad Gateway</h1></body></html>')).toBeUndefined();
    expect(firstErrorMessage('{"detail":"x"}')).toBeUndefined();
    expect(firstErrorMessage('x'.repeat(301))).toBeUndefined();
    expect(firstErrorMessage('')).toBeUndefined();
    expect(firstErrorMessage(null)).toBeUndefined();
  });
});

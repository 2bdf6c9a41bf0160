import { describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { ApiError } from '../../lib/api-client.ts';
import { loginFailureMessage, oneTapFailureMessage } from './login-errors.ts';

describe('login failure texts (spec 01 §8)', () => {
  it('prefers the first e-mail error', () => {
    expect(loginFailureMessage(new ApiError(400, 'Bad Request', { email: ['Bad login.', 'x'] }))).toBe('Bad login.');
  });
  it('says too many attempts on 429', () => {
    expect(loginFailureMessage(new ApiError(429, 'Too Many Requests', { detail: 'whatever' }))).toBe(
      Messages.tooManyAttempts,
    );
  });
  it('hides a detail behind the generic text', () => {
    expect(loginFailureMessage(new ApiError(500, 'Server Error', { detail: 'boom' }))).toBe(
      Messages.somethingWrongLater,
    );
  });
  it('otherwise shows the response data', () => {
    expect(loginFailureMessage(new ApiError(400, 'Bad Request', { password: ['Too weak.'] }))).toBe('Too weak.');
  });
});

describe('one-tap failure texts (spec 01 §8)', () => {
  it('no response: a string error as is, otherwise cannot process', () => {
    expect(oneTapFailureMessage('popup closed')).toBe('popup closed');
    expect(oneTapFailureMessage(new ApiError(0, '', null))).toBe(Messages.cannotProcess);
  });
  it('400: e-mail, then phone, then the data', () => {
    expect(oneTapFailureMessage(new ApiError(400, '', { phone: ['p'], email: ['e'] }))).toBe('e');
    expect(oneTapFailureMessage(new ApiError(400, '', { phone: ['p'] }))).toBe('p');
    expect(oneTapFailureMessage(new ApiError(400, '', { non_field_errors: ['n'] }))).toBe('n');
  });
  it('500 and other statuses', () => {
    expect(oneTapFailureMessage(new ApiError(500, '', { detail: 'x' }))).toBe(Messages.cannotProcess);
    expect(oneTapFailureMessage(new ApiError(503, '', { detail: 'x' }))).toBe(Messages.somethingWrongLater);
  });
});

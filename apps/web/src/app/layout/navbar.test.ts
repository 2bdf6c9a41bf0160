import { describe, expect, it } from 'vitest';
import { displayName } from './signed-in-shell.tsx';

describe('the name in the navigation bar (spec 01 §2: cut to 10 characters plus ....)', () => {
  it('adds the dots only to a name that was cut', () => {
    expect(displayName('Asha Verma')).toBe('Asha Verma');
    expect(displayName('Asha Vermaa')).toBe('Asha Verma....');
    expect(displayName('Ravi')).toBe('Ravi');
  });
});

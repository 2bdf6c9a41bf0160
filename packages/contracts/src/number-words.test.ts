import { describe, expect, it } from 'vitest';
import { numberToIndianWords, numberToWords } from './number-words.ts';

// spec 02 §5: nothing above 8 digits; the Indian-words version up to 10 (lakh, crore)
describe('numberToWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [40, 'forty'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [105, 'one hundred five'],
    [10000, 'ten thousand'],
    [1_000_001, 'one million one'],
    [12_345_678, 'twelve million three hundred forty-five thousand six hundred seventy-eight'],
    [99_999_999, 'ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine'],
  ])('%i → %s', (n, words) => expect(numberToWords(n)).toBe(words));

  it.each([100_000_000, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('returns nothing for %s', (n) =>
    expect(numberToWords(n)).toBe(''),
  );
});

describe('numberToIndianWords', () => {
  it.each([
    [0, 'zero'],
    [10000, 'ten thousand'],
    [100_000, 'one lakh'],
    [1_250_000, 'twelve lakh fifty thousand'],
    [10_000_000, 'one crore'],
    [12_345_678, 'one crore twenty-three lakh forty-five thousand six hundred seventy-eight'],
    [1_234_567_890, 'one hundred twenty-three crore forty-five lakh sixty-seven thousand eight hundred ninety'],
    [9_999_999_999, 'nine hundred ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine'],
  ])('%i → %s', (n, words) => expect(numberToIndianWords(n)).toBe(words));

  it.each([10_000_000_000, -5, 2.25])('returns nothing for %s', (n) => expect(numberToIndianWords(n)).toBe(''));
});

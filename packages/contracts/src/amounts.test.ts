import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.ts';
import { AmountSchema, CreateCtcSchema } from './offers.ts';

describe('parseAmount', () => {
  it.each([
    ['2400000', 2_400_000],
    ['24,00,000', 2_400_000],
    ['2,400,000', 2_400_000],
    ['24 00 000', 2_400_000],
    ['2\u00a0400\u00a0000', 2_400_000],
    ['  1,50,000 ', 150_000],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', ',', '24,00,000.50', '2.400.000', '-5', '24,,000', ',2400', '2400,', '24k', '1e6'])(
    'refuses %j',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it('takes a whole non-negative number as it is', () => {
    expect(parseAmount(2_400_000)).toBe(2_400_000);
    expect(parseAmount(2.5)).toBeNull();
    expect(parseAmount(-1)).toBeNull();
  });
});

describe('the pay letter amounts', () => {
  it('accept the separators people type, and the same amount each way', () => {
    for (const fixed of ['24,00,000', '2,400,000', '2400000', 2_400_000]) {
      expect(AmountSchema.parse(fixed)).toBe(2_400_000);
    }
    const letter = CreateCtcSchema.parse({
      application_id: 1,
      currency: 'INR',
      fixed: '24,00,000',
      bonus: '1,50,000',
      other_components: [{ label: 'Meal card', amount: '26,400' }],
    });
    expect([letter.fixed, letter.bonus, letter.other_components?.[0]?.amount]).toEqual([2_400_000, 150_000, 26_400]);
  });

  it('refuses a decimal or more than ten digits with a message', () => {
    expect(AmountSchema.safeParse('24,00,000.50').error?.issues[0]?.message).toMatch(/whole amount/);
    expect(AmountSchema.safeParse('12,345,678,901').success).toBe(false);
  });
});

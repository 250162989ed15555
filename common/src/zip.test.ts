import { describe, expect, it } from 'vitest';
import { cinemaZip, isFiveDigitZip, isValidZipInput } from './zip';

describe('zip rules', () => {
  it('accepts form input of exactly 5 characters with at least one digit (spec section 5)', () => {
    expect(isValidZipInput('02134')).toBe(true);
    expect(isValidZipInput('1abcd')).toBe(true);
    for (const bad of ['', '1234', '123456', 'abcde', '     ']) expect(isValidZipInput(bad), bad).toBe(false);
  });

  it('stores only five digits, keeping leading zeros', () => {
    expect(isFiveDigitZip('02134')).toBe(true);
    for (const bad of ['2134', '1abcd', '021345', 2134, null, undefined])
      expect(isFiveDigitZip(bad), String(bad)).toBe(false);
  });

  it('falls back to 20002 when the zip is not numeric above 1', () => {
    expect(cinemaZip('10001')).toBe('10001');
    for (const fallback of ['00000', '00001', 'abcde', '', null, undefined, '1234'])
      expect(cinemaZip(fallback), String(fallback)).toBe('20002');
    expect(cinemaZip('00002')).toBe('00002');
  });
});

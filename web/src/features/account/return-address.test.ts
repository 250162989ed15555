import { describe, expect, it } from 'vitest';
import { returnAddress } from './account-api';

describe('returnAddress', () => {
  it('takes a path of this site and refuses anything that would leave it', () => {
    expect(returnAddress('/mlb/147?date=2026-07-04')).toBe('/mlb/147?date=2026-07-04');
    expect(returnAddress(null)).toBeNull();
    expect(returnAddress('')).toBeNull();
    expect(returnAddress('https://elsewhere.example/')).toBeNull();
    expect(returnAddress('//elsewhere.example/')).toBeNull();
    expect(returnAddress('/\\elsewhere.example/')).toBeNull();
    expect(returnAddress('javascript:alert(1)')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formOf } from './team-form';

describe('formOf', () => {
  it('counts the last ten and the current run', () => {
    expect(formOf(['L', 'W', 'W', 'L', 'W', 'W', 'W', 'L', 'W', 'W', 'OT', 'W', 'W'], true)).toEqual({
      lastTen: { wins: 7, losses: 2, ot: 1 },
      streak: 'W2',
    });
    expect(formOf(['W', 'L', 'L'])).toEqual({ lastTen: { wins: 1, losses: 2 }, streak: 'L2' });
    expect(formOf(['W', 'OT', 'OT'], true).streak).toBe('OT2');
  });
  it('has no streak before the first game', () => {
    expect(formOf([])).toEqual({ lastTen: { wins: 0, losses: 0 } });
  });
});

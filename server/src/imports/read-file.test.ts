import { describe, expect, it } from 'vitest';
import { arrayItemLines, FORMULA } from './read-file';

describe('reading export files', () => {
  it('takes cells a spreadsheet would run for formulas, and plain values for values', () => {
    for (const cell of ['=1+1', '@SUM(A1)', '+A1', '-2+3', '+cmd|" /C calc"!A0', ' =HYPERLINK("x")', '\t=1'])
      expect(cell, cell).toMatch(FORMULA);
    for (const cell of ['+1', '-42', '-ism', 'Mission: Impossible', '2001: A Space Odyssey', 'Tom & Jerry', ''])
      expect(cell, cell).not.toMatch(FORMULA);
  });

  it('finds the line each entry of a JSON list starts on, strings and nesting aside', () => {
    const text = '[\n  {"a": "[,{"},\n  {"b": [1, 2,\n 3]},\n  5\n]';
    expect(arrayItemLines(text)).toEqual([2, 3, 5]);
    expect(arrayItemLines('[]')).toEqual([]);
  });
});

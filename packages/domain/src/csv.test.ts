import { describe, expect, it } from 'vitest';
import { insightsCsvFileName, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Influencer', 'Clicks'],
        [
          ['maya', 12],
          ['noa', 0],
        ],
      ),
    ).toBe('Influencer,Clicks\r\nmaya,12\r\nnoa,0\r\n');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['@cmd', "'@cmd"],
  ])('escapes %j as %j', (cell, written) => {
    expect(toCsv(['x'], [[cell]])).toBe(`x\r\n${written}\r\n`);
  });

  it('keeps negative numbers and blanks non-finite ones', () => {
    expect(toCsv(['n'], [[-3.5], [Number.NaN]])).toBe('n\r\n-3.5\r\n\r\n');
  });
});

describe('insightsCsvFileName', () => {
  it('names the range, lifetime without a start', () => {
    expect(insightsCsvFileName('2026-01-01', '2026-01-31')).toBe(
      'influencers_insights_2026-01-01_to_2026-01-31.csv',
    );
    expect(insightsCsvFileName(null, '2026-01-31')).toBe(
      'influencers_insights_lifetime_to_2026-01-31.csv',
    );
  });
});

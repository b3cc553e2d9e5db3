import { csvLine } from '@rewards/contract/csv';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every value, escapes quotes and neutralises spreadsheet formulas', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Asha, K', 'said "hi"'],
        ['=HYPERLINK("x")', null],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      '"Name","Note"',
      '"Asha, K","said ""hi"""',
      '"\'=HYPERLINK(""x"")",""',
    ]);
  });

  it("defuses OWASP's whole list, TAB, CR, LF and the full-width signs included", () => {
    const risky = [
      '=1',
      '+1',
      '-1',
      '@A1',
      '\t=1+1',
      '\r=1+1',
      '\n=1+1',
      '＝1',
      '＋1',
      '－1',
      '＠A1',
    ];
    const line = toCsv(
      ['x'],
      risky.map((value) => [value]),
    )
      .split('\r\n')
      .slice(1)
      .join('|');
    expect(line).toBe(risky.map((value) => `"'${value}"`).join('|'));
    // The table's export and the API's streamed ones use the one function.
    expect(toCsv(['a'], [[risky[4]]]).split('\r\n')[1]).toBe(csvLine([risky[4]]));
    expect(toCsv(['a'], [['1 = 1']]).split('\r\n')[1]).toBe('"1 = 1"');
  });
});

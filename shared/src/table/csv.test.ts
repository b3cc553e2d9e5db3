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
});

import { auditColumns } from './audit-columns';

describe('auditColumns', () => {
  it('fit the 1,150 px a 1440 px screen leaves the table, every width fixed in px', () => {
    const columns = auditColumns({ onFilterAdmin: () => {}, mayOpen: () => true });
    const widths = columns.map((column) => column.width ?? '');
    // All in px: the table is laid out by them (fixed layout), not by its longest value.
    expect(widths.every((width) => /^\d+px$/.test(width))).toBe(true);
    const total = widths.reduce((sum, width) => sum + Number.parseInt(width, 10), 0);
    // It was 2,079 px in a 1,150 px box put the IP off-screen (2 px for the border).
    expect(total).toBeLessThanOrEqual(1148);
  });
});

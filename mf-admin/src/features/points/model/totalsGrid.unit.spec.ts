import { totalsGrid } from './totalsGrid';

const subject = (id: string) => ({ id, label: id.toUpperCase(), isActive: true });

describe('the point totals grid', () => {
  it('has a column per period up to the latest scored, and each row totalled', () => {
    const grid = totalsGrid([subject('a'), subject('b')], { a: { '1': 3, '3': 2 }, b: { '2': -1 }, other: { '9': 5 } });
    expect(grid.periods).toEqual([1, 2, 3]);
    expect(grid.rows.map((row) => [row.subject.id, row.cells, row.total])).toEqual([
      ['a', [3, null, 2], 5],
      ['b', [null, -1, null], -1],
    ]);
    expect(grid.periodTotals).toEqual([3, -1, 2]);
  });

  it('keeps every subject, scored or not, and no columns before any entry', () => {
    const grid = totalsGrid([subject('a')], {});
    expect(grid.periods).toEqual([]);
    expect(grid.rows).toEqual([{ subject: subject('a'), cells: [], total: 0 }]);
    expect(totalsGrid([subject('a')], undefined).rows[0].total).toBe(0);
  });
});

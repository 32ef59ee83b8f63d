/**
 * The figures a chart draws, as a table for screen readers (and for tests, which read a chart's
 * values here rather than from its drawn labels, which an axis tick may repeat). Visually hidden.
 */
interface ChartDataRow {
  key: string;
  label: string;
  value: string;
}

export function ChartDataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** The header of the label column and of the value column. */
  columns: [string, string];
  rows: readonly ChartDataRow[];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

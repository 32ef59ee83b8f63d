/** One day of the usage table, as the server sends it. */
export interface UsageDay {
  date: string;
  usage_mb: number;
  cumulative_mb: number;
  percent: number;
}

interface UsageCsvLabels {
  date: string;
  dayUsage: string;
  cumulative: string;
  percent: string;
  sum: string;
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The usage table as CSV, the total row last, with a byte-order mark so that Excel reads the
 * Chinese headers as UTF-8.
 */
export function usageCsv(
  days: UsageDay[],
  total: { mb: number; percent: number },
  labels: UsageCsvLabels,
): string {
  const lines = [
    [labels.date, labels.dayUsage, labels.cumulative, labels.percent],
    ...days.map((d) => [d.date, d.usage_mb.toFixed(2), d.cumulative_mb.toFixed(2), `${d.percent}%`]),
    [labels.sum, total.mb.toFixed(2), total.mb.toFixed(2), `${total.percent}%`],
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Hands a text file to the browser's download. */
export function downloadText(fileName: string, text: string, mime = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Released once the click has handed the file to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, within } from '@testing-library/react';
import userEvent, { type Options } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';

/** Component tests share this: a fresh query cache per render, Chinese by default, a clean DOM after each test. */
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh-CN');
});

export function renderWidget(ui: ReactElement, options: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(options);
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { user, ...result };
}

/** An answer of the emulator: HTTP 200 with the envelope. */
export const envelope = (data: unknown, code = 200, msg = '') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A table as its user reads it: the column headers, then each body row's cells, as text. */
export function tableText(table: HTMLElement) {
  const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);
  return {
    headers: texts(within(table).getAllByRole('columnheader')),
    rows: within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => texts(within(row).getAllByRole('cell'))),
  };
}

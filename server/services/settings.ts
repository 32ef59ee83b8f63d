import type { AppDeps } from '../context.ts';

/** Platform settings are JSON values in the settings table, so control verbs can change them live. */
export function readSetting<T>({ sqlite }: Pick<AppDeps, 'sqlite'>, key: string, fallback: T): T {
  const row = sqlite
    .prepare<[string], { value: string }>('select value from settings where key = ?')
    .get(key);
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export function writeSetting({ sqlite }: Pick<AppDeps, 'sqlite'>, key: string, value: unknown): void {
  sqlite
    .prepare(
      'insert into settings (key, value) values (?, ?) on conflict(key) do update set value = excluded.value',
    )
    .run(key, JSON.stringify(value));
}

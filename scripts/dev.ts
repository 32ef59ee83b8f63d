/**
 * `npm run dev`: the emulator (restarted when server code changes) and the Vite dev server with
 * hot reload, which proxies /ep/api to the emulator — or to EP_API_TARGET, a real backend.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { DEMO_LOGINS } from '../fixtures/index.ts';

const emulatorPort = process.env.EMULATOR_PORT ?? '8080';
const realBackend = process.env.EP_API_TARGET;

const emulator = realBackend
  ? null
  : spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--watch-path=server',
        '--watch-path=db',
        '--watch-path=contract',
        'server/main.ts',
      ],
      { stdio: 'inherit', env: { ...process.env, PORT: emulatorPort, NODE_ENV: 'development' } },
    );

const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { port: Number(process.env.PORT ?? 5173) },
});
await vite.listen();
const url = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

console.log(`\n  Portal:   ${url}`);
console.log(`  API:      ${realBackend ?? `http://127.0.0.1:${emulatorPort}/ep/api (emulator)`}`);
if (!realBackend) {
  console.log('\n  Demo logins:');
  // The same list as the README's table (tests/unit/readme-logins.test.ts keeps them equal).
  for (const u of DEMO_LOGINS)
    console.log(`    ${u.username.padEnd(14)} ${u.password.padEnd(12)} ${u.purpose}`);
}
console.log('');

const stop = () => {
  emulator?.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulator?.on('exit', (code) => {
  if (code) console.error(`emulator exited with code ${code}`);
});

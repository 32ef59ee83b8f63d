import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, so `npm start` serves them as the
 * browser accepts (server/app.ts, @fastify/static's preCompressed) without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName))
          .map(async (file) => {
            const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
            const path = join(dir, file.fileName);
            await writeFile(
              `${path}.br`,
              await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${path}.gz`, await gz(source, { level: 9 }));
          }),
      );
    },
  };
}

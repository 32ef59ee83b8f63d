import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';
const LANGS = ['zh-CN', 'en'];
const PARTS = ['first', 'all'];
const CATALOGUE = fileURLToPath(new URL('../contract/catalogue/index.ts', import.meta.url));

/**
 * `virtual:catalogue/<lang>/<part>`: one language's strings, the first page's (`first`) or all of
 * them (`all`), as a module of its own. The catalogue's files hold both languages side by side, so
 * a chunk importing them would carry both: the build computes each part from the catalogue
 * (contract/catalogue, `cataloguePart`) and writes it out as plain data, so the login page loads the
 * first page's strings of its language only (client/lib/i18n.ts loads the rest when needed).
 * The dev server imports the catalogue itself (edits show at once); so do the unit tests, which
 * get every string at once (`first` is `all` there, as the components under test expect).
 */
export function catalogueModules(): Plugin {
  let build = false;
  let test = false;
  let loaded: Promise<{ cataloguePart: (lang: string, part: string) => unknown }> | null = null;
  return {
    name: 'catalogue-modules',
    configResolved(config) {
      build = config.command === 'build';
      test = config.mode === 'test';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!LANGS.includes(lang) || !PARTS.includes(part))
        this.error(`unknown catalogue module ${id.slice(1)}`);
      const wanted = test ? 'all' : part;
      if (!build) {
        return `import { cataloguePart } from ${JSON.stringify(CATALOGUE)};\nexport default cataloguePart(${JSON.stringify(lang)}, ${JSON.stringify(wanted)});\n`;
      }
      this.addWatchFile(CATALOGUE);
      loaded ??= tsImport(CATALOGUE, import.meta.url);
      const { cataloguePart } = await loaded;
      return `export default ${JSON.stringify(cataloguePart(lang, wanted))};\n`;
    },
  };
}

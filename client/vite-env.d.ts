/** The portal's version, from package.json, compared with /app/v1/version/version.json. */
declare const __APP_VERSION__: string;

/** One language's strings, the first page's or all of them (scripts/catalogue-modules.ts). */
declare module 'virtual:catalogue/*' {
  const strings: Partial<import('#catalogue').Catalogue>;
  export default strings;
}

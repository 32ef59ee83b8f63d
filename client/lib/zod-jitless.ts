import { config } from 'zod';

/**
 * Zod compiles its object parsers with `new Function` when it may, probing for it as each object
 * schema is built. The portal's Content-Security-Policy forbids eval and reports even the probe, so
 * this runs first, before any schema exists (main.tsx imports it before everything else).
 */
config({ jitless: true });

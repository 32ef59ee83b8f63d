import type { FastifyInstance } from 'fastify';

/**
 * What the built portal may load: its own scripts, styles (inline ones too: the dialogs' scroll
 * lock writes a style element), images and fonts from itself or data/blob URLs, requests to its
 * own origin. Nothing may frame it. The browser tests fail on any violation.
 */
const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers every answer carries: no content sniffing (an uploaded file is never run as a page), no
 * full URLs in referrers to other sites. With `portal` (npm start serving the build), the portal's
 * Content-Security-Policy too.
 */
export function securityHeadersPlugin(app: FastifyInstance, options: { portal: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.portal) reply.header('Content-Security-Policy', PORTAL_CSP);
    return payload;
  });
}

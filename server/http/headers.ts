// Security headers (issue 10 §6) through helmet: a Content-Security-Policy fitting the built pages
// (scripts and styles from this origin only, no inline script; MUI/emotion inject <style> tags, so
// inline styles are allowed), frame-ancestors none, nosniff, Referrer-Policy, and HSTS only when the
// product is served over HTTPS (PUBLIC_URL https://…). The API docs (swagger-ui) load their own files
// from /api/docs with the same policy.
// The headers are the same for every answer, so helmet computes them once at start: @fastify/helmet
// built helmet's middleware again, directives parsed and all, for every request (~2% of a list
// request's time in a profile). A route may still set its own (an SVG's stricter CSP).
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Files (documents, exports, PDFs) are opened in other tabs: no cross-origin isolation needed.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Set below, only when the product is served over HTTPS.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
};

/** The headers helmet's middleware sets with these options (it sets the same ones on every answer). */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, collector as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** HSTS, sent when PUBLIC_URL is https (checked per answer: the settings are read then). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export default fp(async function headers(app: FastifyInstance) {
  const fixed = securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(fixed);
  });
  app.addHook('onSend', async (request, reply) => {
    if (app.settings.publicUrl.startsWith('https://')) reply.header('Strict-Transport-Security', HSTS);
    // The public results service is read by other sites (CORS *), its logos and PDFs embedded too.
    if (request.url.startsWith('/risultati/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
});

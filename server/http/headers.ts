// Security headers (issue 10 §6) through @fastify/helmet: a Content-Security-Policy fitting the built
// pages (scripts and styles from this origin only, no inline script; MUI/emotion inject <style> tags,
// so inline styles are allowed), frame-ancestors none, nosniff, Referrer-Policy, and HSTS only when the
// product is served over HTTPS (PUBLIC_URL https://…). The API docs (swagger-ui) load their own files
// from /api/docs with the same policy.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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

export default fp(async function headers(app: FastifyInstance) {
  const https = app.settings.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Files (documents, exports, PDFs) are opened in other tabs: no cross-origin isolation needed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
});

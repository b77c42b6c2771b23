// What the log says of a request (Fastify's `serializers.req`): its method and its path, with every
// value of the query string masked. Some links carry secrets there (POST /api/reset-password's new
// password and reset token, the e-mailed page link /reset-password?token=…): they never reach the log.
// Headers, bodies, addresses are not logged either.
import type { FastifyRequest } from 'fastify';

const MASK = '***';

/** `/a/b?token=x&email=y` → `/a/b?token=***&email=***` (the parameter names stay, for diagnosis). */
export function urlForLog(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? (part ? MASK : part) : `${part.slice(0, eq)}=${MASK}`;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

export function requestForLog(request: FastifyRequest): { method: string; url: string } {
  return { method: request.method, url: urlForLog(request.url) };
}

// The shape most registration writes share: `POST|PUT /…/:id/…` with a checked body, run for the
// calling user on the record of the path, answering an operation result.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { currentUser, type Access } from '../auth/access.ts';
import type { AuthUser } from '../auth/user.ts';
import { idParams } from '../http/schemas.ts';
import { operationResult, tags } from './schemas.ts';

export interface RecordWrite<Body extends z.ZodType, Answer extends z.ZodType> {
  method: 'post' | 'put';
  url: string;
  access: Access;
  summary: string;
  body: Body;
  /** The answer's schema; an operation result unless said. */
  response?: Answer;
  run: (user: AuthUser, id: number, body: z.output<Body>) => Promise<z.input<Answer>>;
}

export function recordWrite<Body extends z.ZodType, Answer extends z.ZodType = typeof operationResult>(fastify: FastifyInstance, route: RecordWrite<Body, Answer>): void {
  const { method, url, access, summary, body, run } = route;
  const response: z.ZodType = route.response ?? operationResult;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app[method](url, { config: { access }, schema: { tags, summary, params: idParams, body, response: { 200: response } } }, async (request) =>
    run(currentUser(request), request.params.id, request.body as z.output<Body>),
  );
}

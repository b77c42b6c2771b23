import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, unchangedAnswer } from './zod.ts';

const route = { schema: z.object({ total: z.number(), data: z.array(z.object({ id: z.number() })) }), method: 'GET', url: '/x', httpStatus: '200' };

describe('response serializer', () => {
  it('checks an answer against the schema and drops what the schema does not declare', () => {
    const serialize = serializerCompiler(route as any);
    expect(serialize({ total: 1, data: [{ id: 7, secret: 'x' }] })).toBe('{"total":1,"data":[{"id":7}]}');
    expect(() => serialize({ total: 'uno', data: [] })).toThrow();
  });

  it('turns an answer given again unchanged into JSON once; any other answer every time', () => {
    const serialize = serializerCompiler(route as any);
    const kept = unchangedAnswer({ total: 1, data: [{ id: 1 }] });
    const first = serialize(kept);
    kept.data.push({ id: 2 }); // breaks the promise on purpose: the JSON given is the first one
    expect(serialize(kept)).toBe(first);
    const fresh = { total: 1, data: [{ id: 1 }] };
    serialize(fresh);
    fresh.data.push({ id: 2 });
    expect(serialize(fresh)).toBe('{"total":1,"data":[{"id":1},{"id":2}]}');
  });

  it('keeps the JSON per route: the same answer under another schema is checked against that one', () => {
    const kept = unchangedAnswer({ total: 1, data: [{ id: 1 }] });
    serializerCompiler(route as any)(kept);
    const totalOnly = serializerCompiler({ ...route, schema: z.object({ total: z.number() }) } as any);
    expect(totalOnly(kept)).toBe('{"total":1}');
  });
});

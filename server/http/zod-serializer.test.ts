import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkJsonAnswer, serializerCompiler } from './zod.ts';
import { JsonAnswer, jsonPageAnswer } from './json-rows.ts';

const route = { schema: z.object({ total: z.number(), data: z.array(z.object({ id: z.number() })) }), method: 'GET', url: '/x', httpStatus: '200' };

describe('response serializer', () => {
  it('checks an answer against the schema and drops what the schema does not declare', () => {
    const serialize = serializerCompiler(route as any);
    expect(serialize({ total: 1, data: [{ id: 7, secret: 'x' }] })).toBe('{"total":1,"data":[{"id":7}]}');
    expect(() => serialize({ total: 'uno', data: [] })).toThrow();
  });
});

describe('answers already in JSON (json-rows.ts)', () => {
  const answer = (rows: object[]) => new JsonAnswer(JSON.stringify({ total: rows.length, data: rows }), rows.length);

  it('are sent as they are', () => {
    const text = JSON.stringify({ total: 1, data: [{ id: 7, secret: 'x' }] });
    expect(serializerCompiler(route as any)(new JsonAnswer(text, 1))).toBe(text);
  });

  it('are checked against the schema when asked (the API tests): an undeclared key, a wrong type, a timestamp not written as the API does', () => {
    const timed = { ...route, schema: z.object({ total: z.number(), data: z.array(z.object({ id: z.number(), at: z.string() })) }) };
    const check = (r: typeof route, a: JsonAnswer) => checkJsonAnswer(serializerCompiler(r as any), a, r.url);
    expect(check(route, answer([{ id: 7 }]))).toBe(answer([{ id: 7 }]).text);
    expect(() => check(route, answer([{ id: 7, secret: 'x' }]))).toThrow(/does not declare/);
    expect(() => check(route, answer([{ id: 'sette' }]))).toThrow();
    expect(check(timed, answer([{ id: 7, at: '2026-11-26T09:29:00.000Z' }]))).toContain('09:29:00.000Z');
    expect(() => check(timed, answer([{ id: 7, at: '2026-11-26T09:29:00+00:00' }]))).toThrow(/isoTimeSql/);
  });

  it('write the page envelope and add keys after each row’s own', () => {
    const page = { data: [{ list_json__: '{"id":1}', approvata: true }], current_page: 1, last_page: 1, per_page: 30, total: 1 };
    const added = jsonPageAnswer(page, (row) => ({ azioni: { approve: !row.approvata } }));
    expect(added.text).toBe('{"data":[{"id":1,"azioni":{"approve":false}}],"current_page":1,"last_page":1,"per_page":30,"total":1}');
    expect(added.rows).toBe(1);
    expect(JSON.stringify(added)).toBe(added.text);
  });
});

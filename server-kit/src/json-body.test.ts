/** @jest-environment node */
import Fastify from 'fastify';
import { MAX_JSON_DEPTH, jsonNestedDeeperThan, limitJsonDepth } from './json-body';

describe('jsonNestedDeeperThan', () => {
  it('counts the nesting of objects and arrays, not the brackets inside strings', () => {
    expect(jsonNestedDeeperThan('{"a":[{}]}', 3)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[{}]}', 2)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(jsonNestedDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(jsonNestedDeeperThan(`${'['.repeat(5000)}${']'.repeat(5000)}`, MAX_JSON_DEPTH)).toBe(
      true,
    );
  });
});

describe('limitJsonDepth', () => {
  it("answers 400 to a body too deep, and keeps Fastify's own answers to the others", async () => {
    const app = Fastify();
    limitJsonDepth(app, 4);
    app.post('/echo', async (request) => request.body);
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload,
      });
    const deep = await send('{"a":[[[[1]]]]}');
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: 'The JSON body is nested deeper than 4 levels',
    });
    expect((await send('{"a":[[[1]]]}')).json()).toEqual({ a: [[[1]]] });
    expect((await send('{"a":')).statusCode).toBe(400);
    expect((await send('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    await app.close();
  });
});

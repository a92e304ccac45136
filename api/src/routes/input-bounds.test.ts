/**
 * Input bounds of every call: integers beyond PostgreSQL's 32-bit integer and strings
 * holding a NUL character answer 400 naming the field, never 500; and every request schema of the
 * API says so itself (a string without an enum carries a pattern excluding NUL, an integer a
 * maximum within 32 bits), so a call added later cannot forget it.
 */
import { estateQuerySchema } from '../schemas/search';
import { INT32_MAX } from '../schemas/common';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';
const TOO_BIG = 2 ** 31;

/** Sends a search body and expects a 400 whose message names `field`. */
async function expectRefused(path: string, body: unknown, field: string) {
  const answer = await t.request<{ statusCode: number; message: string }>('POST', path, { body });
  expect({ body, status: answer.status }).toEqual({ body, status: 400 });
  expect(answer.body.message).toContain(field);
}

describe('a kind of bad input per test', () => {
  it('names an unknown key where it was sent, inside the criteria too', async () => {
    const answer = await t.request<{ fields: Record<string, string> }>(
      'POST',
      '/sites/1/subscriptions',
      {
        body: {
          email: 'an@example.be',
          criteria: { types: [], cities: [], colour: 'blue' },
          consent: true,
          agreementVersion: '2024-01',
          locale: 'en',
          extra: 1,
        },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      'criteria.colour': 'This field is not part of this form.',
      extra: 'This field is not part of this form.',
    });
  });

  it('refuses a line break or a bidi override in a one-line field of every form', async () => {
    const valuation = await t.request<{ fields: Record<string, string> }>(
      'POST',
      '/sites/1/valuation-requests',
      { body: { street: 'Kerkstraat\r\nIBAN: BE00 0000', locale: 'en' } },
    );
    expect(valuation.body.fields.street).toBe('This value is not valid.');
    const reservation = await t.request<{ errors: { field: string; code: string }[] }>(
      'POST',
      '/sites/1/rental-units/reservation',
      { body: { name: 'An \u202eenehcS', locale: 'en' } },
    );
    expect(reservation.status).toBe(400);
    expect(reservation.body.errors).toContainEqual(
      expect.objectContaining({ field: 'name', code: 'invalid' }),
    );
    const contact = await t.request<{ fields: Record<string, string> }>(
      'POST',
      '/sites/1/contact-requests',
      { body: { name: 'An\u2066', estate: 'Villa\nPrice: 1 euro', locale: 'en' } },
    );
    expect(contact.body.fields).toMatchObject({
      name: 'This value is not valid.',
      estate: 'This value is not valid.',
    });
  });

  it('refuses JSON nested 5,000 deep with a 400 on every kind of route, before parsing it', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const [path, body] of [
      ['/sites/1/estates', `{"query":${deep}}`],
      ['/sites/1/contact-requests', `{"name":${deep}}`],
      ['/sites/1/rental-units/reservation', `{"remarks":${deep}}`],
      ['/sites/1/subscriptions/abcdefghijklmnopqrstuvwxyz', `{"criteria":${deep}}`],
    ] as const) {
      const answer = await t.request<{ code?: string; message: string }>(
        path.includes('subscriptions') ? 'PUT' : 'POST',
        path,
        { body },
      );
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.body.message).toBe('The JSON body is nested deeper than 32 levels');
    }
    // As deep as a request of the API goes, and brackets inside strings, are no problem.
    const shallow = await t.request('POST', '/sites/1/estates', {
      body: { query: { city: [1] }, note: '[[[[' },
    });
    expect(shallow.status).toBe(400);
    expect(JSON.stringify(shallow.body)).toContain('body/note is not a known property');
  });

  it('refuses a city id beyond 32 bits, naming the field', async () => {
    await expectRefused('/sites/1/estates', { query: { city: [2147483648] } }, 'body/query/city/0');
    await expectRefused(
      '/sites/1/estates',
      { query: { city: [2147483648] } },
      'must be <= 2147483647',
    );
  });

  it('refuses bed-min 3e9 (an integer in JSON, beyond 32 bits)', async () => {
    const answer = await t.request('POST', '/sites/1/estates', {
      body: '{"query":{"bed-min":3e9}}',
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('body/query/bed-min must be <= 2147483647');
  });

  it('refuses from and size beyond their bounds', async () => {
    await expectRefused('/sites/1/estates', { query: {}, from: TOO_BIG }, 'body/from');
    await expectRefused('/sites/1/estates', { query: {}, size: TOO_BIG }, 'body/size');
  });

  it('refuses a price bound beyond the price column', async () => {
    await expectRefused(
      '/sites/1/estates',
      { query: { 'price-max': 1e300 } },
      'body/query/price-max',
    );
  });

  it('refuses a NUL character in a text of the body, naming the field', async () => {
    await expectRefused(
      '/sites/1/estates',
      { query: { geo_range: `10km;51;3${NUL}` } },
      'body/query/geo_range must not contain a NUL character',
    );
    await expectRefused(
      '/sites/1/estates',
      { query: { terms: { 'children.general.id': [`1173${NUL}`] } } },
      'body/query/terms/children.general.id/0 must not contain a NUL character',
    );
    await expectRefused(
      '/sites/1/estate-filters',
      { query: { country: [`BE${NUL}`] } },
      'body/query/country/0 must not contain a NUL character',
    );
  });

  it('refuses a NUL character in a path parameter, naming it', async () => {
    const answer = await t.request<{ message: string }>('GET', '/sites/1/pages/by-url/about%00');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('params/url must not contain a NUL character (\\u0000)');
    const host = await t.request<{ message: string }>('GET', '/sites/by-hostname/a%00b');
    expect(host.status).toBe(400);
    expect(host.body.message).toContain('params/hostname');
  });

  it('refuses a NUL character in the query string, naming it', async () => {
    const answer = await t.request<{ message: string }>(
      'GET',
      '/assets/placeholder-370x250.svg?hash=a%00',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('querystring/hash must not contain a NUL character');
  });

  it('answers 400 for a site or page id beyond 32 bits, 404 for such an estate id (text)', async () => {
    expect((await t.request('GET', '/sites/2147483648')).status).toBe(400);
    expect((await t.request('GET', '/sites/1/pages/99999999999')).status).toBe(400);
    expect((await t.request('GET', '/sites/1/estates/v2/2147483648')).status).toBe(404);
  });
});

/** A value of the schema's type that the API must refuse: beyond 32 bits, or holding NUL. */
function badValuesOf(schema: { type?: string; items?: { type?: string } }): unknown[] {
  switch (schema.type) {
    case 'integer':
      return [TOO_BIG, -TOO_BIG - 1];
    case 'number':
      return [1e300];
    case 'string':
      return [`a${NUL}`, NUL];
    case 'array':
      return badValuesOf(schema.items ?? {}).map((value) => [value]);
    case 'object':
      return [
        { 'children.general.id': [`1${NUL}`] },
        { 'children.general.id': [String(TOO_BIG) + NUL] },
      ];
    default:
      return []; // booleans hold nothing out of bounds
  }
}

describe('sweep: NUL and 2^31 in every field of the search body and every parameter', () => {
  const queryFields = Object.entries(estateQuerySchema.properties).flatMap(([key, schema]) =>
    badValuesOf(schema as { type?: string }).map((value) => ({
      key,
      value,
      label: JSON.stringify(value),
    })),
  );

  it.each(queryFields)(
    'POST /estates and /estate-filters refuse query.$key = $label',
    async ({ key, value }) => {
      for (const path of ['/sites/1/estates', '/sites/1/estate-filters']) {
        await expectRefused(path, { query: { [key]: value } }, `body/query/${key}`);
      }
    },
  );

  const bodyFields: [string, unknown][] = [
    ['from', TOO_BIG],
    ['size', TOO_BIG],
    ['groupBy', `TYPE${NUL}`],
    ['sort', [{ field: `children.general.price.value${NUL}`, order: 'ASC' }]],
    ['sort', [{ field: 'children.general.price.value', order: `ASC${NUL}` }]],
    [`from${NUL}`, 1],
  ];
  it.each(
    bodyFields.map(([key, value]) => ({ key, value, label: JSON.stringify({ [key]: value }) })),
  )('POST /estates refuses $label', async ({ key, value }) => {
    await expectRefused('/sites/1/estates', { query: {}, [key]: value }, 'body/');
  });

  /** Every GET path of the API with `{}` where a parameter goes. */
  const paths = [
    '/sites/{}',
    '/sites/by-hostname/{}',
    '/translations/{}',
    '/sites/{}/navigation/main',
    '/sites/1/navigation/{}',
    '/sites/1/navigation/main/{}',
    '/sites/{}/pages/',
    '/sites/1/pages/by-url/{}',
    '/sites/1/pages/{}',
    '/sites/1/entities/{}/items',
    '/sites/1/estate-collections/{}',
    '/sites/1/estates/v2/{}',
    '/sites/1/estates/group/{}',
    '/sites/1/estates/{}/contact-info',
    '/sites/1/estates/skarabee/{}',
    '/assets/{}',
    '/sites/1/assets/pictures/{}/1-370x250.svg',
    '/assets/placeholder-370x250.svg?hash={}',
    '/assets/placeholder-370x250.svg?version={}',
  ];
  const params = paths.flatMap((path) =>
    ['%00', 'a%00b', '2147483648', '99999999999999999999'].map((value) => ({ path, value })),
  );
  it.each(params)('GET $path with $value: no 500; NUL is a 400', async ({ path, value }) => {
    const answer = await t.request<{ message?: string }>('GET', path.replace('{}', value));
    expect({ path, value, status: answer.status }).toEqual({
      path,
      value,
      status: expect.any(Number),
    });
    expect(answer.status).toBeLessThan(500);
    if (value.includes('%00')) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^(params|querystring)\/\S+ /);
    }
  });
});

describe('every request schema of the OpenAPI description bounds its fields', () => {
  interface Schema {
    type?: string;
    enum?: unknown[];
    pattern?: string;
    maximum?: number;
    minimum?: number;
    properties?: Record<string, Schema>;
    items?: Schema;
    $ref?: string;
    schema?: Schema;
    content?: Record<string, { schema: Schema }>;
    /** Further rules the value must meet too (a string with several patterns has them here). */
    allOf?: Schema[];
  }

  it('has a NUL-free pattern or an enum on every string, 32-bit bounds on every integer', async () => {
    const doc = await t.request<{
      paths: Record<string, Record<string, { parameters?: Schema[]; requestBody?: Schema }>>;
      components: { schemas: Record<string, Schema> };
    }>('GET', '/openapi.json');
    const problems: string[] = [];
    const seen = new Set<Schema>();
    const visit = (schema: Schema | undefined, where: string): void => {
      if (!schema || seen.has(schema)) return;
      seen.add(schema);
      if (schema.$ref) {
        const name = schema.$ref.split('/').pop() ?? '';
        visit(doc.body.components.schemas[name], `${where} (${name})`);
        return;
      }
      if (schema.type === 'string' && !schema.enum) {
        const patterns = [schema, ...(schema.allOf ?? [])].flatMap((s) => s.pattern ?? []);
        const refusesNul = patterns.some((pattern) => !new RegExp(pattern, 'u').test(`a${NUL}`));
        if (!refusesNul) problems.push(`${where}: string without a pattern excluding NUL`);
      }
      if (schema.type === 'integer') {
        if (!(schema.maximum !== undefined && schema.maximum <= INT32_MAX))
          problems.push(`${where}: integer without a maximum within 32 bits`);
        if (!(schema.minimum !== undefined && schema.minimum >= -(2 ** 31)))
          problems.push(`${where}: integer without a minimum within 32 bits`);
      }
      for (const [name, inner] of Object.entries(schema.properties ?? {}))
        visit(inner, `${where}/${name}`);
      visit(schema.items, `${where}/items`);
      visit(schema.schema, where);
      for (const media of Object.values(schema.content ?? {})) visit(media.schema, where);
    };
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.body.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? []) {
          visit(parameter, `${method.toUpperCase()} ${path} parameter`);
          checked++;
        }
        visit(operation.requestBody, `${method.toUpperCase()} ${path} body`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});

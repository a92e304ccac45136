import { STATE_ELEMENT_ID, stateJsonOf } from './state-element';
import { readServerState } from './state';

function page(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const element = doc.createElement('script');
    element.id = STATE_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = text;
    doc.body.append(element);
  }
  return doc;
}

const STATE = {
  lang: 'en',
  values: {},
  texts: { common: { hello: 'Hello' } },
  modules: ['search/SearchPage'],
  entries: { search: 'http://s/remoteEntry.js' },
};

describe('stateJsonOf', () => {
  it('parses the state once for the early loader and the hydration', () => {
    const doc = page(JSON.stringify(STATE));
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const first = stateJsonOf(doc);
      expect(first).toEqual(STATE);
      expect(readServerState(doc)).toBe(first);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('parses again when the text changed', () => {
    const doc = page(JSON.stringify(STATE));
    expect(stateJsonOf(doc)).toEqual(STATE);
    doc.getElementById(STATE_ELEMENT_ID)!.textContent = JSON.stringify({ ...STATE, lang: 'nl' });
    expect(stateJsonOf(doc)).toEqual({ ...STATE, lang: 'nl' });
  });

  it.each([
    ['no state element', null],
    ['an empty one', ''],
    ['corrupt JSON', '{"lang":"en",'],
    ['a lone surrogate in broken JSON', '{"lang":"\uD800'],
  ])('answers undefined for %s', (_, text) => {
    expect(stateJsonOf(page(text))).toBeUndefined();
  });
});

describe('readServerState', () => {
  it('hydrates a page written before the entries existed', () => {
    const older: Partial<typeof STATE> = { ...STATE };
    delete older.entries;
    expect(readServerState(page(JSON.stringify(older)))).toEqual(older);
  });

  it('refuses a state without its modules', () => {
    const broken: Partial<typeof STATE> = { ...STATE };
    delete broken.modules;
    expect(readServerState(page(JSON.stringify(broken)))).toBeNull();
  });
});

/**
 * @jest-environment jsdom
 */
import { capturePresses, LIVE_ATTRIBUTE } from './press-capture';

/** Lets the capture's MutationObserver and its replay task run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A page of its own for each test: a capture left waiting by another test must not see it. */
let document: Document;

function startCapture() {
  capturePresses(document);
}

/** Marks elements as React marks those it has hydrated. */
function hydrate(...elements: Element[]) {
  for (const element of elements) Object.assign(element, { __reactFiber$test: {} });
}

/** The page is live: every element given is hydrated, and the mark is set. */
function goLive(...elements: Element[]) {
  hydrate(...elements);
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, 'true');
}

beforeEach(() => {
  document = window.document.implementation.createHTMLDocument('');
});

describe('the press capture', () => {
  it('holds a press on a script-only button and replays it once when the page is live', async () => {
    document.body.innerHTML = '<button type="button" id="heart">♥</button>';
    const button = document.getElementById('heart') as HTMLButtonElement;
    const presses: string[] = [];
    startCapture();
    button.addEventListener('click', () => presses.push('heart'));

    button.click();
    expect(presses).toEqual([]);
    expect(document.documentElement.style.cursor).toBe('progress');

    goLive(button);
    await settle();
    expect(presses).toEqual(['heart']);
    expect(document.documentElement.style.cursor).toBe('');

    // Live now: a press goes straight through and nothing is replayed again.
    button.click();
    await settle();
    expect(presses).toEqual(['heart', 'heart']);
  });

  it('drops a held press when its element is gone by the time the page is live', async () => {
    document.body.innerHTML = '<div><button type="button" id="map">Map</button></div>';
    const button = document.getElementById('map') as HTMLButtonElement;
    let pressed = 0;
    startCapture();
    button.addEventListener('click', () => (pressed += 1));
    button.click();
    button.remove();
    goLive();
    await settle();
    expect(pressed).toBe(0);
  });

  it('leaves links and submit buttons to the browser', () => {
    document.body.innerHTML =
      '<button type="submit" id="go">Search</button><a href="#more" id="more">More</a>';
    startCapture();
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('go')?.dispatchEvent(submit);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('more')?.dispatchEvent(link);
    expect(submit.defaultPrevented).toBe(false);
    expect(link.defaultPrevented).toBe(false);
  });

  it('keeps a value typed or chosen before the page is live, through a reset by hydration', async () => {
    document.body.innerHTML =
      '<input id="city" name="place"><select id="trans" name="status"><option value="">Any</option><option value="FOR_SALE">Buy</option></select>';
    const input = document.getElementById('city') as HTMLInputElement;
    const select = document.getElementById('trans') as HTMLSelectElement;
    startCapture();
    input.value = 'Gent';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = 'FOR_SALE';
    select.dispatchEvent(new Event('change', { bubbles: true }));

    // Hydration renders the server's values again.
    input.value = '';
    select.value = '';
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(`input:${input.value}`));
    select.addEventListener('change', () => seen.push(`select:${select.value}`));
    goLive(input, select);
    await settle();
    expect(input.value).toBe('Gent');
    expect(select.value).toBe('FOR_SALE');
    expect(seen).toEqual(expect.arrayContaining(['input:Gent', 'select:FOR_SALE']));
  });

  it('replays in the visitor’s order, each once its element has hydrated', async () => {
    document.body.innerHTML =
      '<input id="name"><button type="button" id="first">1</button><button type="button" id="second">2</button>';
    const [name, first, second] = ['name', 'first', 'second'].map(
      (id) => document.getElementById(id) as HTMLElement,
    ) as [HTMLInputElement, HTMLElement, HTMLElement];
    const seen: string[] = [];
    startCapture();
    name.addEventListener('input', () => seen.push(`typed ${name.value}`));
    first.addEventListener('click', () => seen.push('first'));
    second.addEventListener('click', () => seen.push('second'));
    second.click();
    name.value = 'Ann';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    first.click();
    seen.length = 0;

    goLive(second, name);
    await settle();
    // The press on `first` waits for its part to hydrate.
    expect(seen).toEqual(['second', 'typed Ann']);
    hydrate(first);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen).toEqual(['second', 'typed Ann', 'first']);
  });

  it('does nothing on a page that is live already', async () => {
    goLive();
    document.body.innerHTML = '<button type="button" id="b">b</button>';
    startCapture();
    let pressed = 0;
    document.getElementById('b')?.addEventListener('click', () => (pressed += 1));
    document.getElementById('b')?.click();
    expect(pressed).toBe(1);
  });
});

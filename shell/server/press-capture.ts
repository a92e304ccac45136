/**
 * The press capture of a server-rendered page: a small script inlined at the end of its head
 * (allowed by its hash in the Content-Security-Policy) that keeps what a visitor does between
 * the first paint and the moment the page is live (`<html data-rendered>`, set by the page once
 * hydrated), the pattern of Google's JSAction and Qwik's loader:
 *
 * - a click on a control only scripts can serve (a `<button>` that is not a submit button, a
 *   `<summary>`, or an element marked `data-capture`) is held (its default and its propagation
 *   stopped, so nothing half-happens) and replayed once, by `element.click()`, when the page is
 *   live and the element hydrated (or after REPLAY_WAIT_MS); dropped when the element is gone. Links and submit buttons of GET forms are left
 *   to the browser: they work as HTML.
 * - a value typed or chosen in a form field is noted and, when the page is live, set again
 *   through the native setter with the events React listens to (`input`, then `change`), so that
 *   hydration never reverts or wipes it.
 *
 * While a press is held the page shows the progress cursor. Plain ES5 in a string: it runs before
 * any bundle, in every browser the site supports.
 */

import { inlineHash } from './inline-hash';

/** The attribute the page sets on `<html>` once it is live (see shell/src/layout/page-rendered). */
export const LIVE_ATTRIBUTE = 'data-rendered';

/** How long a held press waits for its element to hydrate before it is replayed anyway, in ms. */
export const REPLAY_WAIT_MS = 5000;

/** The script's source (the body of an inline `<script>`); its hash goes into the CSP. */
export const PRESS_CAPTURE_SCRIPT = `(function () {
  var doc = document, html = doc.documentElement;
  if (html.hasAttribute('${LIVE_ATTRIBUTE}')) return;
  // What the visitor did, in order: { el, press: true } or { el, value, checked }.
  var queue = [];
  var live = function () { return html.hasAttribute('${LIVE_ATTRIBUTE}'); };
  var capturable = function (target) {
    var el = target && target.closest ? target.closest('button, summary, [data-capture]') : null;
    if (!el) return null;
    if (el.tagName === 'BUTTON' && (el.type === 'submit' || el.type === 'reset')) return null;
    return el.disabled ? null : el;
  };
  doc.addEventListener('click', function (event) {
    if (live()) return;
    var el = capturable(event.target);
    if (!el) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({ el: el, press: true });
    html.style.cursor = 'progress';
  }, true);
  var noteValue = function (event) {
    var el = event.target;
    if (live() || !el || !/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) return;
    for (var i = queue.length - 1; i >= 0; i--) if (queue[i].el === el && !queue[i].press) queue.splice(i, 1);
    queue.push({ el: el, value: el.value, checked: el.checked });
  };
  doc.addEventListener('input', noteValue, true);
  doc.addEventListener('change', noteValue, true);
  // React marks each element it has hydrated with an own property '__reactFiber$…'; a press or a
  // value handed to an element before that would be dropped by React.
  var hydrated = function (el) {
    var keys = Object.keys(el);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactFiber$') === 0) return true;
    return false;
  };
  var setNative = function (el, value) {
    var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value');
    if (own && own.set) own.set.call(el, value); else el.value = value;
  };
  var apply = function (entry) {
    var el = entry.el;
    if (entry.press) return el.click();
    if (el.type === 'checkbox' || el.type === 'radio') {
      if (el.checked !== entry.checked) el.click();
      return;
    }
    // Through the element's own setter first (React's value tracker then holds another value),
    // then the native one: React sees a change and calls onChange with the visitor's value.
    el.value = entry.value === '' ? ' ' : '';
    setNative(el, entry.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  var next = function () {
    var entry = queue.shift();
    if (!entry) { html.style.cursor = ''; return; }
    var el = entry.el, until = Date.now() + ${REPLAY_WAIT_MS};
    // Focus first, as a real press does: a part that hydrates when reached hydrates now.
    if (entry.press && el.isConnected && el.focus) el.focus({ preventScroll: true });
    (function wait() {
      if (!el.isConnected) return next();
      if (!hydrated(el) && Date.now() < until) return void setTimeout(wait, 50);
      apply(entry);
      next();
    })();
  };
  var observer = new MutationObserver(function () {
    if (!live()) return;
    observer.disconnect();
    // After the task that set the mark: the page's own start-up effects have run.
    setTimeout(next, 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['${LIVE_ATTRIBUTE}'] });
})();`;

/** The CSP source of the inline press capture: `'sha256-…'` of its text. */
export const PRESS_CAPTURE_HASH = inlineHash(PRESS_CAPTURE_SCRIPT);

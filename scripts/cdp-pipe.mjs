// A Chromium driven over the DevTools protocol through a pipe, with only the domains a figure
// needs: none of Playwright's instrumentation. Playwright enables the Network domain on every
// page, and Chromium then records a JavaScript stack for each request the page makes; with the
// CPU slowed four times that added 3–9 ms of main thread to each script a page inserted (0.1–0.3 ms
// without it), 0.12–0.14 s between first paint and live on the home page and the listing. A
// visitor's browser has no DevTools attached, so the bench's paint-to-live figure is taken here
// (and, for comparison, also through Playwright).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** How long one protocol command may take before the bench gives up on it. */
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * Starts a headless Chromium whose DevTools protocol is on file descriptors 3 and 4
 * (`--remote-debugging-pipe`: JSON messages, each ended by a NUL byte).
 * @param {string} executablePath the Chromium to launch
 * @param {string[]} args its command-line switches
 * @returns {Promise<{ send(method: string, params?: object, sessionId?: string): Promise<any>,
 *   close(): Promise<void> }>} `send` resolves with the command's result and rejects with the
 *   protocol's error message (or after COMMAND_TIMEOUT_MS)
 */
export async function launchPipedChromium(executablePath, args) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executablePath,
    ['--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...args, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , input, output] = child.stdio;
  const pending = new Map();
  let nextId = 0;
  let buffered = '';
  output.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => {
    for (const waiting of pending.values()) waiting.reject(new Error('Chromium has exited'));
    pending.clear();
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer within ${COMMAND_TIMEOUT_MS} ms`));
      }, COMMAND_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer, method });
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  await send('Browser.getVersion');
  return {
    send,
    async close() {
      child.kill();
      await exited;
      // Its renderer and helper processes can still write into the profile for a moment after the
      // browser process has gone: a folder that is not empty yet is tried again, and a profile
      // that still cannot be removed is left in the temporary folder rather than ending the bench.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
      } catch (error) {
        console.warn(`Left the bench's Chromium profile ${profile}: ${error.message}`);
      }
    },
  };
}

/**
 * Opens `url` in a fresh browser context (empty cache and storage) of `browser`, in a `viewport`
 * ({ width, height } in CSS pixels), with the CPU slowed `slowdown` times and `initScript` run
 * before the page's own scripts, and waits until `ready` (an expression about what `initScript`
 * made) is truthy in the page, an error counting as not yet. It asks every 100 ms from here: a
 * page polling itself, or waiting for frames, would do work a visitor's browser does not.
 * @param browser what launchPipedChromium returned
 * @returns {Promise<unknown>} the value of `result` (an expression) in the page, once ready
 * @throws when the page is not ready within `timeoutMs`
 */
export async function visitUntil(
  browser,
  { url, slowdown, viewport, initScript, ready, result, timeoutMs },
) {
  const { send } = browser;
  return inFreshPage(browser, async (sessionId) => {
    // The Page domain runs `initScript` in new documents; it records no requests.
    await send('Page.enable', {}, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: slowdown }, sessionId);
    await send(
      'Emulation.setDeviceMetricsOverride',
      { width: viewport.width, height: viewport.height, deviceScaleFactor: 1, mobile: false },
      sessionId,
    );
    await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
    await send('Page.navigate', { url }, sessionId);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      // `ready` names what `initScript` made: about:blank, before the navigation commits, has none.
      const answer = await send(
        'Runtime.evaluate',
        { expression: `(${ready}) ? (${result}) : undefined`, returnByValue: true },
        sessionId,
      ).catch(() => null);
      if (answer?.result?.value !== undefined) return answer.result.value;
    }
    throw new Error(`${url} was not ready within ${timeoutMs} ms`);
  });
}

/**
 * Evaluates `expression` (a JavaScript expression whose value is JSON, or a promise of one) in a
 * blank page of a fresh browser context of `browser`, at the machine's full speed.
 * @param browser what launchPipedChromium returned
 * @returns {Promise<unknown>} the expression's value
 * @throws the expression's exception, as the protocol describes it
 */
export function evaluateInBlankPage(browser, expression) {
  return inFreshPage(browser, async (sessionId) => {
    const answer = await browser.send(
      'Runtime.evaluate',
      { expression, returnByValue: true, awaitPromise: true },
      sessionId,
    );
    if (answer.exceptionDetails) {
      const { text, exception } = answer.exceptionDetails;
      throw new Error(exception?.description ?? text);
    }
    return answer.result.value;
  });
}

/**
 * Runs `use` with the session of a blank page in a fresh browser context (empty cache and
 * storage) of `browser`, and then disposes of that context, whatever `use` did.
 * @returns {Promise<T>} what `use` resolved with
 */
async function inFreshPage(browser, use) {
  const { send } = browser;
  const { browserContextId } = await send('Target.createBrowserContext');
  try {
    const { targetId } = await send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    return await use(sessionId);
  } finally {
    await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
}

// The start-up begins in a task after the one that evaluated this file (the federation
// runtime's own set-up). The shared singletons the shell provides are in main.js with this
// file, eager (webpack.common.cjs, eagerShared), each evaluated only when first imported: React
// DOM (the largest module, about 20 ms to evaluate on this machine), then the other large
// libraries, are evaluated in tasks of their own before the rest of the site's modules, so that
// no step blocks the browser long (total blocking time stays low). The code of the page's remote
// modules is fetched meanwhile (early-load.ts), asked for in the first task after this one: in
// this one, with the federation runtime's set-up, its script insertions made a long task.
import { startLoadingPageModules } from './mf/early-load';
import { stateJsonOf } from './ssr/state-element';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

setTimeout(() => startLoadingPageModules(stateJsonOf(document)), 0);

setTimeout(async () => {
  await import('react-dom/client');
  await nextTask();
  await Promise.all([
    import('shared/i18n'),
    import('shared/router'),
    import('shared/effector'),
    import('@emotion/react'),
  ]);
  await nextTask();
  // The shell's own modules come in one chunk (one request) and are evaluated in three tasks
  // instead of one long one: its model (with the API client and the bus), its layout and pages,
  // then the start-up itself. Between them the start-up yields with `scheduler.yield()` where the
  // browser has it, so it goes on before the tasks queued meanwhile, not after them.
  const { yieldToBrowser } = await import('kit/remote');
  await import(/* webpackChunkName: "site" */ './app/model');
  await yieldToBrowser();
  await import(/* webpackChunkName: "site" */ './app/app');
  await yieldToBrowser();
  await import(/* webpackChunkName: "site" */ './bootstrap');
}, 0);

// Async boundary: the shared singletons are negotiated before any app code runs. The start-up
// begins in a task after the one that evaluated this file (the federation runtime's own set-up),
// and React DOM (the largest module, about 20 ms to evaluate on this machine) is evaluated in a
// task of its own before the rest of the site's modules, so that no step blocks the browser long
// (issue 14, total blocking time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

setTimeout(async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
}, 0);

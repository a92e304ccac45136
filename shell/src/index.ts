// Async boundary: the shared singletons are negotiated before any app code runs. The start-up
// begins in a task after the one that evaluated this file (the federation runtime's own set-up),
// so that neither blocks the browser long (issue 14, total blocking time).
setTimeout(() => void import('./bootstrap'), 0);

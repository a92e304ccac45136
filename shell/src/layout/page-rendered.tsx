/**
 * The mark a page sets on the document once its own part has rendered or hydrated in the browser:
 * `<html data-rendered="true">`. It sits inside the page's Suspense boundary, so it appears only
 * when the page, not just the header around it, answers clicks and keys (React hydrates each
 * boundary on its own, the page's after its texts and module have loaded). Journeys wait for it.
 */
import { useEffect } from 'react';

/** Sets `data-rendered` on the html element when it mounts; renders nothing. */
export function PageRendered() {
  useEffect(() => {
    document.documentElement.dataset.rendered = 'true';
  }, []);
  return null;
}

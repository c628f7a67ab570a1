// Leaving a form with unsaved changes asks first: a link inside the app (the sidebar, Back to ...),
// the browser's Back and Forward (leave-guard.ts), closing or reloading the tab, and the form's own
// Cancel (through the function the hook returns).
import { useCallback, useEffect } from 'react';
import { guardLeaving, LEAVE_MESSAGE } from './leave-guard.ts';

/** Whether a click on `event`'s target follows a link to another screen of this app. */
function leavesByLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false; // a new tab leaves this one as it is
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false; // leaving the site: beforeunload asks
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * Guards the screen while `dirty`. Returns `confirmLeave()`, for buttons that leave the form
 * (Cancel): true when there is nothing to lose or the user agreed to lose it.
 */
export function useUnsavedChanges(dirty: boolean): () => boolean {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    // Links are caught on the document in the capture phase, before the router's click handler.
    const onClick = (event: MouseEvent) => {
      if (!leavesByLink(event) || window.confirm(LEAVE_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const release = guardLeaving();
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [dirty]);

  return useCallback(() => !dirty || window.confirm(LEAVE_MESSAGE), [dirty]);
}

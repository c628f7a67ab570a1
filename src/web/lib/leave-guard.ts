// The browser's Back and Forward, held while a screen has unsaved changes (use-unsaved-changes.ts
// registers the screens). The app runs under a declarative <BrowserRouter>, where react-router's
// useBlocker is not available (it needs a data router), so this listener is installed before the
// router's (main.tsx): listeners on window run in the order they were added, so it sees each
// history step first, asks, and when the answer is to stay, keeps the step from the router and
// steps back to the screen's entry. Kept tiny: it is in every page's first chunk.

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

let guards = 0;
let guardIndex: number | undefined;
let undoing = false;

/** The index react-router keeps in each history entry's state. */
export function historyIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function onPopState(event: PopStateEvent): void {
  if (undoing) {
    // the step back to the guarded entry: the router never saw the step away
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!guards || window.confirm(LEAVE_MESSAGE)) return;
  event.stopImmediatePropagation();
  const index = historyIndex();
  if (guardIndex === undefined || index === undefined || index === guardIndex) return;
  undoing = true;
  window.history.go(guardIndex - index);
}

/** Called once, before the router starts listening. */
export function installLeaveGuard(): void {
  window.addEventListener('popstate', onPopState);
}

/** Holds history steps away from the current entry until the returned release is called. */
export function guardLeaving(): () => void {
  if (guards++ === 0) guardIndex = historyIndex();
  return () => void guards--;
}

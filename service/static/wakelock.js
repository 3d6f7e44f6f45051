// The screen stays awake during a match where the Wake Lock API exists; released when the
// match is left. Where it does not exist, or the browser refuses, the screen may sleep.

let wanted = false;
let sentinel = null;
let asking = null;

async function acquire() {
  if (!("wakeLock" in navigator) || sentinel || asking || document.visibilityState !== "visible") return;
  asking = navigator.wakeLock.request("screen").then((lock) => {
    sentinel = lock;
    lock.addEventListener("release", () => { if (sentinel === lock) sentinel = null; });
    if (!wanted) release();
  }, () => {}).finally(() => { asking = null; });
  await asking;
}

function release() {
  const lock = sentinel;
  sentinel = null;
  if (lock) lock.release().catch(() => {});
}

export function keepAwake(on) {
  if (on === wanted && (!on || sentinel || asking)) return;
  wanted = on;
  if (on) acquire();
  else release();
}

// The browser releases the lock when the page is hidden: taken again on return.
document.addEventListener("visibilitychange", () => {
  if (wanted && document.visibilityState === "visible") acquire();
});

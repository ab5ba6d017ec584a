/**
 * The console loads in chunks (the console after login, each page when first opened). A new build
 * replaces them all, so a console left open across a deploy would ask for chunks that are gone:
 * it reloads instead, getting the new index.html (never cached). At most once a minute, so a chunk
 * that is really missing shows its error rather than reloading forever.
 */
const RELOADED_AT = 'console.reloadedForChunks';

/** Speculative loads running now (see preload): their failure reloads nothing. */
let speculative = 0;

export function reloadOnMissingChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // A preload that failed is asked for again when needed; that load reloads the page if it fails too.
    if (speculative > 0) {
      event.preventDefault();
      return;
    }
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}

/**
 * Starts loading chunks before they are needed (the console while a login is checked). Its failure
 * must not reload the page under the person typing: the load that needs the chunk will.
 */
export function preload(load: () => Promise<unknown>): void {
  speculative += 1;
  load()
    .catch(() => undefined)
    .finally(() => {
      speculative -= 1;
    });
}

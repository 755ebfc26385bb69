/**
 * Applies the stylesheets the build preloads instead of linking (see build/deferStylesheet.ts)
 * and resolves once they are in, so the app never renders unstyled. A stylesheet that fails to
 * load does not keep the app from rendering.
 */
export function applyStylesheets(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]');
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}

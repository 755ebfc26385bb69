/**
 * React's API served by Preact in production builds (docs/adr/0038): the app, React Router,
 * Radix, TanStack Query and the rest import `react` and `react-dom` as usual and get
 * `preact/compat`, about 60 KB gzip less to download and evaluate before the first screen. The
 * browser suite runs on such a build; the development server (Fast Refresh) and the component
 * tests keep React.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

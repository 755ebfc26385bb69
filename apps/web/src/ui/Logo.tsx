/** The product's mark (public/logo.svg), drawn in the page: no request for it on a first load. */
export function Logo({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="#e0234e" />
      <path d="M32 12 12 29v4h5v19h11V40h8v12h11V33h5v-4z" fill="#fff" />
      <circle cx="32" cy="28" r="4" fill="#e0234e" />
    </svg>
  );
}

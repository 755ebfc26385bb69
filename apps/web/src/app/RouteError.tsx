import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../ui/Button';

/** Route-level error boundary: a failed screen never blanks the whole app. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : 'Something went wrong while loading this page.';
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">We could not show this page</h1>
      <p className="text-muted">{message}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className={buttonClass('primary')}>
          Go to the homepage
        </Link>
      </div>
    </section>
  );
}

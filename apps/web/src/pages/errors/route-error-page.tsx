import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoading } from '../../app/page-loading';

// Loaded only when needed: the error pages carry large illustrations that the login route should not pay for.
const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));
const ServerErrorPage = lazy(async () => ({
  default: (await import('./server-error-page')).ServerErrorPage,
}));

/** Router error boundary: a render or loader failure shows the finished error page, not a stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <Suspense fallback={<PageLoading />}>{notFound ? <NotFoundPage /> : <ServerErrorPage />}</Suspense>;
}

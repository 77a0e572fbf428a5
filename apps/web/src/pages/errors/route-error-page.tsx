import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';

/** Router error boundary: a render or loader failure shows the finished error page, not a stack trace. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ServerErrorPage />;
}

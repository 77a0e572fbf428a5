import { LOGIN_ROUTE } from '@zhuji/shared';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { removeLoginShell } from './login-shell';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function Root() {
  const [router] = useState(createAppRouter);
  // The login page's first paint from the HTML stays until the login page replaces it; should the app
  // settle on anything else (an error, another route), it must not hide it.
  useEffect(
    () =>
      router.subscribe((state) => {
        if (state.initialized && (state.errors || state.location.pathname !== LOGIN_ROUTE))
          removeLoginShell();
      }),
    [router],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

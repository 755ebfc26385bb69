import type { RouteObject } from 'react-router';
import { dashboardRoutes, referralRoute } from '../features/dashboard/routes';
import { DEMO_LAYOUT_PATHS } from '../features/listings/layouts';
import { siteRoutes } from '../features/site/routes';
import { MainLayout } from './layouts/MainLayout';
import { RouteError } from './RouteError';

/** A lazily loaded screen (SPEC §2: screens load lazily with a loading indicator). */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: lazyPage(() => import('../features/listings/pages/ExplorePage')) },
      { path: '/listings/:id', lazy: lazyPage(() => import('../features/listings/pages/ListingPage')) },
      { path: '/category/:slug', lazy: lazyPage(() => import('../features/listings/pages/CategoryPage')) },
      ...siteRoutes,
      ...DEMO_LAYOUT_PATHS.map((path) => ({
        path,
        lazy: lazyPage(() => import('../features/listings/pages/LayoutDemoPage')),
      })),
      ...['/login', '/register', '/auth/login', '/auth/register'].map((path) => ({
        path,
        lazy: lazyPage(() => import('../features/auth/pages/AuthPage')),
      })),
      { path: '/forgot-password', lazy: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage')) },
      { path: '/reset-password', lazy: lazyPage(() => import('../features/auth/pages/ResetPasswordPage')) },
      referralRoute,
      { path: '*', lazy: lazyPage(() => import('../pages/NotFoundPage')) },
    ],
  },
  { ...dashboardRoutes, errorElement: <RouteError /> },
];

import { type ComponentProps, lazy, Suspense } from 'react';

// The badge opens the live message stream; that code loads only once a signed-in menu shows it.
const UnreadBadge = lazy(() => import('./UnreadBadge').then((m) => ({ default: m.MessagesUnreadBadge })));

export function MessagesUnreadBadge(props: ComponentProps<typeof UnreadBadge>) {
  return (
    <Suspense fallback={null}>
      <UnreadBadge {...props} />
    </Suspense>
  );
}

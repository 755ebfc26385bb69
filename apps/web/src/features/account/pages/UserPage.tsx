import type { LoaderFunction } from 'react-router';
import { startQueries } from '../../../api/queryClient';
import { publicProfileQuery } from '../api';
import PublicProfilePage from './PublicProfilePage';

/** The profile, in the server's HTML for a host's public page. */
export const loader: LoaderFunction = ({ params, context }) => {
  const id = Number(params.userId);
  return startQueries(context, (client) =>
    Number.isInteger(id) && id > 0 ? [client.prefetchQuery(publicProfileQuery(id))] : [],
  );
};

/** `/users/:userId`: a public profile in the public shell, open to signed-out visitors (a listing's host). */
export default function UserPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <PublicProfilePage />
    </div>
  );
}

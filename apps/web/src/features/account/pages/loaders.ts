import type { LoaderFunction } from 'react-router';
import { startQueries } from '../../../api/queryClient';
import { publicProfileQuery } from '../api';

/** A public profile (a host's page), in the server's HTML. */
export const profileLoader: LoaderFunction = ({ params, context }) => {
  const id = Number(params.userId);
  return startQueries(context, (client) =>
    Number.isInteger(id) && id > 0 ? [client.prefetchQuery(publicProfileQuery(id))] : [],
  );
};

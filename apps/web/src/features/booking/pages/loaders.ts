import type { LoaderFunction } from 'react-router';
import { queryClient } from '../../../api/queryClient';
import { sessionStore } from '../../../api/session';
import { tripsQuery } from '../api';

/**
 * The trips page's bookings, asked for as soon as the page's code is in and the stored session is
 * read, instead of after the guard and the page have rendered; nothing for a visitor
 * who is not signed in (the guard sends them to log in). Returns at once.
 */
export const tripsLoader: LoaderFunction = () => {
  void sessionStore.ready().then((session) => {
    if (session.user) void queryClient.prefetchQuery(tripsQuery);
  });
  return null;
};

/** The feature's screens, loaded lazily by the route table in app/routes. */
export const quickRepliesPages = {
  quickReplies: () => import('./QuickRepliesPage'),
};

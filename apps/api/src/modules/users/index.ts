/** The signed-in user and their role. */
export { userRoutes } from './routes';
export { toUser, type UserRow } from './user';

/** Sign-up and sign-in: one-time codes, passwords, Google, sessions. */
export { hashPassword, verifyPassword } from './passwords';
export { authRoutes } from './routes';

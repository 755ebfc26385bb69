/** The feature's screens, loaded lazily by the route table in app/routes. */
export const authPages = {
  auth: () => import('./AuthPage'),
  forgotPassword: () => import('./ForgotPasswordPage'),
  resetPassword: () => import('./ResetPasswordPage'),
};

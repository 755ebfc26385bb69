import {
  AUTH_MESSAGES,
  authProvidersSchema,
  authResultSchema,
  forgotPasswordBody,
  getEmailOtpBody,
  getEmailPhoneOtpBody,
  getPhoneOtpBody,
  googleAuthBody,
  loginBody,
  loginWithOtpBody,
  loginWithOtpResultSchema,
  logoutBody,
  okEnvelope,
  otpSentSchema,
  otpVerifiedSchema,
  refreshTokenAnswer,
  refreshTokenBody,
  registerBody,
  registerUserDetailsBody,
  registerUserDetailsResultSchema,
  resetPasswordBody,
  SUCCESS,
  verifyOtpBody,
  verifyOtpByEmailBody,
  verifyOtpByPhoneBody,
  verifyOtpResultSchema,
} from '@roamstead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowedOrigins } from '../../platform/cors';
import { clearSessionCookies, issueSessionCookies, refuseCrossSite } from '../../platform/csrf';
import { ok } from '../../platform/envelope';
import { scheduleJob } from '../../platform/jobs';
import { authService } from './service';
import { sweepAuthRecords } from './sweep';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** SPEC §7 authentication routes (JSON or multipart bodies). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = authService(app);
  scheduleJob(app, 'auth-records-sweep', SWEEP_INTERVAL_MS, () => sweepAuthRecords(app.database.db));
  const tags = ['auth'];
  const consumes = ['application/json', 'multipart/form-data'];
  /**
   * Answers a sign-in (or, with `renew: false`, a refresh of the same session): clients that send
   * cookies also get the session and CSRF cookies.
   */
  const session = <T extends object>(request: FastifyRequest, reply: FastifyReply, result: T, renew = true) => {
    if ('token' in result && typeof result.token === 'string') {
      issueSessionCookies(request, reply, app.config, app.authKeys.hmac, result.token, { renew });
    }
    return result;
  };
  /** Routes that set session cookies answer requests from our site and CORS_ORIGINS only. */
  const sameSite = { onRequest: refuseCrossSite(allowedOrigins(app.config)) };
  const sent = { 200: okEnvelope(otpSentSchema) };
  const verified = { 200: okEnvelope(otpVerifiedSchema) };
  const signedIn = { 200: okEnvelope(authResultSchema) };
  const empty = { 200: okEnvelope(z.null()) };

  app.post(
    '/get-email-phone-otp',
    { schema: { tags, consumes, body: getEmailPhoneOtpBody, response: sent } },
    async (request) => ok(await service.requestLoginCode(request.body.identifier, request.ip), AUTH_MESSAGES.codeSent),
  );

  app.post('/get-email-otp', { schema: { tags, consumes, body: getEmailOtpBody, response: sent } }, async (request) =>
    ok(await service.requestSignupCode(request.body.identifier, request.ip), AUTH_MESSAGES.codeSent),
  );

  app.post('/get-phone-otp', { schema: { tags, consumes, body: getPhoneOtpBody, response: sent } }, async (request) =>
    ok(await service.requestSignupCode(request.body.identifier, request.ip), AUTH_MESSAGES.codeSent),
  );

  for (const [path, body] of [
    ['/verify-otp-byphone', verifyOtpByPhoneBody],
    ['/verify-otp-byemail', verifyOtpByEmailBody],
  ] as const) {
    app.post(path, { schema: { tags, consumes, body, response: verified } }, async (request) =>
      ok(await service.verifySignupCode(request.body.identifier, request.body.otp), SUCCESS.otpVerified),
    );
  }

  app.post(
    '/verify-otp',
    {
      ...sameSite,
      schema: { tags, consumes, body: verifyOtpBody, response: { 200: okEnvelope(verifyOtpResultSchema) } },
    },
    async (request, reply) => {
      const result = await service.verifyOtp(request.body.identifier, request.body.otp, client(request));
      return ok(session(request, reply, result), SUCCESS.otpVerified);
    },
  );

  app.post(
    '/login-with-otp',
    {
      ...sameSite,
      schema: { tags, consumes, body: loginWithOtpBody, response: { 200: okEnvelope(loginWithOtpResultSchema) } },
    },
    async (request, reply) => {
      const result = await service.loginWithOtp(request.body.identifier, request.body.otp, client(request));
      return ok({ ...session(request, reply, result), message: SUCCESS.signedIn }, SUCCESS.signedIn);
    },
  );

  app.post(
    '/register-user-details',
    {
      ...sameSite,
      schema: {
        tags,
        consumes,
        body: registerUserDetailsBody,
        response: { 201: okEnvelope(registerUserDetailsResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            session(request, reply, await service.registerUserDetails(request.body, client(request))),
            SUCCESS.accountCreated,
          ),
        ),
  );

  app.post(
    '/register',
    { ...sameSite, schema: { tags, consumes, body: registerBody, response: { 201: okEnvelope(authResultSchema) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(session(request, reply, await service.register(request.body, client(request))), SUCCESS.accountCreated),
        ),
  );

  app.post(
    '/login',
    { ...sameSite, schema: { tags, consumes, body: loginBody, response: signedIn } },
    async (request, reply) => {
      const result = await service.login(request.body.identifier, request.body.password, client(request));
      return ok(session(request, reply, result), SUCCESS.signedIn);
    },
  );

  app.post(
    '/google-auth',
    { ...sameSite, schema: { tags, consumes, body: googleAuthBody, response: signedIn } },
    async (request, reply) => {
      const result = await service.googleAuth(request.body.googleToken, client(request));
      return ok(session(request, reply, result), SUCCESS.signedIn);
    },
  );

  app.get(
    '/auth-providers',
    {
      schema: {
        tags,
        summary: 'The third-party sign-ins this server accepts (Google when GOOGLE_CLIENT_ID is set)',
        response: { 200: okEnvelope(authProvidersSchema) },
      },
    },
    async () => ok({ google: app.config.GOOGLE_CLIENT_ID ? { client_id: app.config.GOOGLE_CLIENT_ID } : null }),
  );

  app.post(
    '/forgot-password',
    { schema: { tags, consumes, body: forgotPasswordBody, response: empty } },
    async (request) => {
      await service.forgotPassword(request.body.email);
      return ok(null, AUTH_MESSAGES.resetSent);
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, consumes, body: resetPasswordBody, response: empty } },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );

  app.post(
    '/refresh-token',
    { ...sameSite, schema: { tags, consumes, body: refreshTokenBody, response: { 200: refreshTokenAnswer } } },
    async (request, reply) => {
      const pair = session(request, reply, await service.refresh(request.body.refreshToken), false);
      return { ...ok(pair), ...pair };
    },
  );

  app.post(
    '/logout',
    { preHandler: app.optionalAuth, schema: { tags, body: logoutBody, response: empty } },
    async (request, reply) => {
      await service.logout(request.auth ?? null, request.body?.refreshToken);
      clearSessionCookies(reply, app.config);
      return ok(null, SUCCESS.loggedOut);
    },
  );
};

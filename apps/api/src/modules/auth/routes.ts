import {
  AUTH_MESSAGES,
  authResultSchema,
  forgotPasswordBody,
  getEmailOtpBody,
  getEmailPhoneOtpBody,
  getPhoneOtpBody,
  googleAuthBody,
  loginBody,
  loginWithOtpBody,
  logoutBody,
  okEnvelope,
  otpSentSchema,
  otpVerifiedSchema,
  refreshTokenBody,
  registerBody,
  registerUserDetailsBody,
  registerUserDetailsResultSchema,
  resetPasswordBody,
  SUCCESS,
  tokenPairSchema,
  verifyOtpBody,
  verifyOtpByEmailBody,
  verifyOtpByPhoneBody,
} from '@roamstead/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { scheduleJob } from '../../platform/jobs';
import { authService } from './service';
import { sweepAuthRecords } from './sweep';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** SPEC §7 authentication routes (JSON or multipart bodies). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = authService(app);
  scheduleJob(app, 'auth-records-sweep', SWEEP_INTERVAL_MS, () => sweepAuthRecords(app.database.db));
  const tags = ['auth'];
  const sent = { 200: okEnvelope(otpSentSchema) };
  const verified = { 200: okEnvelope(otpVerifiedSchema) };
  const signedIn = { 200: okEnvelope(authResultSchema) };
  const empty = { 200: okEnvelope(z.null()) };

  app.post('/get-email-phone-otp', { schema: { tags, body: getEmailPhoneOtpBody, response: sent } }, async (request) =>
    ok(await service.requestLoginCode(request.body.identifier, request.ip), AUTH_MESSAGES.codeSent),
  );

  app.post('/get-email-otp', { schema: { tags, body: getEmailOtpBody, response: sent } }, async (request) =>
    ok(await service.requestSignupCode(request.body.identifier, request.ip), AUTH_MESSAGES.codeSent),
  );

  app.post('/get-phone-otp', { schema: { tags, body: getPhoneOtpBody, response: sent } }, async (request) =>
    ok(await service.requestSignupCode(request.body.identifier, request.ip), AUTH_MESSAGES.codeSent),
  );

  for (const [path, body] of [
    ['/verify-otp', verifyOtpBody],
    ['/verify-otp-byphone', verifyOtpByPhoneBody],
    ['/verify-otp-byemail', verifyOtpByEmailBody],
  ] as const) {
    app.post(path, { schema: { tags, body, response: verified } }, async (request) =>
      ok(await service.verifySignupCode(request.body.identifier, request.body.otp), SUCCESS.otpVerified),
    );
  }

  app.post('/login-with-otp', { schema: { tags, body: loginWithOtpBody, response: signedIn } }, async (request) =>
    ok(await service.loginWithOtp(request.body.identifier, request.body.otp, client(request)), SUCCESS.signedIn),
  );

  app.post(
    '/register-user-details',
    { schema: { tags, body: registerUserDetailsBody, response: { 201: okEnvelope(registerUserDetailsResultSchema) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await service.registerUserDetails(request.body, client(request)), SUCCESS.accountCreated)),
  );

  app.post(
    '/register',
    { schema: { tags, body: registerBody, response: { 201: okEnvelope(authResultSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await service.register(request.body, client(request)), SUCCESS.accountCreated)),
  );

  app.post('/login', { schema: { tags, body: loginBody, response: signedIn } }, async (request) =>
    ok(await service.login(request.body.identifier, request.body.password, client(request)), SUCCESS.signedIn),
  );

  app.post('/google-auth', { schema: { tags, body: googleAuthBody, response: signedIn } }, async (request) =>
    ok(await service.googleAuth(request.body.googleToken, client(request)), SUCCESS.signedIn),
  );

  app.post('/forgot-password', { schema: { tags, body: forgotPasswordBody, response: empty } }, async (request) => {
    await service.forgotPassword(request.body.email);
    return ok(null, AUTH_MESSAGES.resetSent);
  });

  app.post('/reset-password', { schema: { tags, body: resetPasswordBody, response: empty } }, async (request) => {
    await service.resetPassword(request.body.token, request.body.password);
    return ok(null, AUTH_MESSAGES.passwordReset);
  });

  app.post(
    '/refresh-token',
    { schema: { tags, body: refreshTokenBody, response: { 200: okEnvelope(tokenPairSchema) } } },
    async (request) => ok(await service.refresh(request.body.refreshToken)),
  );

  app.post(
    '/logout',
    { preHandler: app.optionalAuth, schema: { tags, body: logoutBody, response: empty } },
    async (request) => {
      await service.logout(request.auth ?? null, request.body?.refreshToken);
      return ok(null, SUCCESS.loggedOut);
    },
  );
};

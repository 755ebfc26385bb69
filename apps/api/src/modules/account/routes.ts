import {
  ACCOUNT_MESSAGES,
  accountExportSchema,
  changePasswordBody,
  codeSentSchema,
  deleteAccountBody,
  emailChangeBody,
  emailChangeVerifyBody,
  hostListingSchema,
  notificationPrefsSchema,
  OTP_RESEND_COOLDOWN_S,
  okEnvelope,
  PRODUCT_NAME,
  passwordStatusSchema,
  phoneCodeBody,
  phoneVerifyBody,
  preferencesSchema,
  referralsSchema,
  sessionIdParams,
  sessionSchema,
  taxpayerSchema,
  taxpayerViewSchema,
  text,
  travelWorkSchema,
  updatePreferencesBody,
  workEmailBody,
  workEmailVerifyBody,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { accountService } from './service';

export interface AccountOptions {
  /** Deletes a profile picture's files (the profiles module's), once the account is gone. */
  removePictureFiles: (variants: Record<string, string> | null | undefined) => Promise<void>;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountOptions> = async (app, { removePictureFiles }) => {
  const service = accountService({ db: app.database.db, hmac: app.authKeys.hmac, publicUrl: app.config.PUBLIC_URL });
  const tags = ['account'];
  app.addHook('onRequest', app.requireAuth);

  /** Delivers a verification code through the outbox and answers where it went. */
  const codeSent = async (channel: 'sms' | 'email', subject: string, { to, code }: { to: string; code: string }) => {
    await app.outbox.send({ channel, to, subject, body: `Your ${PRODUCT_NAME} code is ${code}`, code });
    return ok({ to, resend_in: OTP_RESEND_COOLDOWN_S }, ACCOUNT_MESSAGES.codeSent);
  };

  app.get(
    '/account/sessions',
    { schema: { tags, response: { 200: okEnvelope(z.array(sessionSchema)) } } },
    async (req) => ok(await service.listSessions(req.auth.userId, req.auth.sessionId)),
  );
  app.delete(
    '/account/sessions/:id',
    { schema: { tags, params: sessionIdParams, response: { 200: okEnvelope(z.object({ id: z.string() })) } } },
    async (req) => {
      await service.revokeSession(req.auth.userId, req.params.id);
      return ok({ id: String(req.params.id) }, ACCOUNT_MESSAGES.sessionRevoked);
    },
  );
  app.delete(
    '/account/sessions',
    { schema: { tags, response: { 200: okEnvelope(z.object({ revoked: z.number().int() })) } } },
    async (req) =>
      ok(await service.revokeOtherSessions(req.auth.userId, req.auth.sessionId), ACCOUNT_MESSAGES.sessionsRevoked),
  );

  app.get('/account/password', { schema: { tags, response: { 200: okEnvelope(passwordStatusSchema) } } }, async (req) =>
    ok(await service.hasPassword(req.auth.userId)),
  );
  app.put(
    '/account/password',
    {
      schema: {
        tags,
        body: changePasswordBody,
        response: { 200: okEnvelope(z.object({ revoked: z.number().int() })) },
      },
    },
    async (req) =>
      ok(
        await service.changePassword(
          req.auth.userId,
          req.auth.sessionId,
          req.body.current_password,
          req.body.new_password,
        ),
        ACCOUNT_MESSAGES.passwordChanged,
      ),
  );

  app.post(
    '/account/phone/code',
    { schema: { tags, body: phoneCodeBody, response: { 200: okEnvelope(codeSentSchema) } } },
    async (req) =>
      codeSent('sms', 'Verify your phone', await service.sendPhoneCode(req.auth.userId, req.body.phone, req.body.code)),
  );
  app.post(
    '/account/phone/verify',
    {
      schema: {
        tags,
        body: phoneVerifyBody,
        response: { 200: okEnvelope(z.object({ phone: z.string(), verified: z.boolean() })) },
      },
    },
    async (req) =>
      ok(
        await service.verifyPhone(req.auth.userId, req.body.phone, req.body.code, req.body.otp),
        ACCOUNT_MESSAGES.phoneVerified,
      ),
  );

  app.post(
    '/account/email/code',
    { schema: { tags, body: emailChangeBody, response: { 200: okEnvelope(codeSentSchema) } } },
    async (req) =>
      codeSent('email', 'Verify your new email', await service.sendEmailCode(req.auth.userId, req.body.email)),
  );
  app.post(
    '/account/email/verify',
    {
      schema: {
        tags,
        body: emailChangeVerifyBody,
        response: { 200: okEnvelope(z.object({ email: z.string(), verified: z.boolean() })) },
      },
    },
    async (req) =>
      ok(await service.verifyEmail(req.auth.userId, req.body.email, req.body.otp), ACCOUNT_MESSAGES.emailVerified),
  );

  app.get('/account/travel-work', { schema: { tags, response: { 200: okEnvelope(travelWorkSchema) } } }, async (req) =>
    ok(await service.travelWork(req.auth.userId)),
  );
  app.post(
    '/account/travel-work/code',
    { schema: { tags, body: workEmailBody, response: { 200: okEnvelope(codeSentSchema) } } },
    async (req) =>
      codeSent('email', 'Verify your work email', await service.sendWorkEmailCode(req.auth.userId, req.body.email)),
  );
  app.post(
    '/account/travel-work/verify',
    { schema: { tags, body: workEmailVerifyBody, response: { 200: okEnvelope(travelWorkSchema) } } },
    async (req) =>
      ok(
        await service.verifyWorkEmail(req.auth.userId, req.body.email, req.body.otp),
        ACCOUNT_MESSAGES.workEmailVerified,
      ),
  );
  app.delete(
    '/account/travel-work',
    { schema: { tags, response: { 200: okEnvelope(travelWorkSchema) } } },
    async (req) => ok(await service.removeWorkEmail(req.auth.userId)),
  );

  app.get('/account/preferences', { schema: { tags, response: { 200: okEnvelope(preferencesSchema) } } }, async (req) =>
    ok(await service.preferences(req.auth.userId)),
  );
  app.put(
    '/account/preferences',
    { schema: { tags, body: updatePreferencesBody, response: { 200: okEnvelope(preferencesSchema) } } },
    async (req) => ok(await service.updatePreferences(req.auth.userId, req.body), ACCOUNT_MESSAGES.preferencesSaved),
  );

  app.get(
    '/account/notification-settings',
    { schema: { tags, response: { 200: okEnvelope(notificationPrefsSchema) } } },
    async (req) => ok(await service.notificationPrefs(req.auth.userId)),
  );
  app.put(
    '/account/notification-settings',
    { schema: { tags, body: notificationPrefsSchema, response: { 200: okEnvelope(notificationPrefsSchema) } } },
    async (req) =>
      ok(await service.updateNotificationPrefs(req.auth.userId, req.body), ACCOUNT_MESSAGES.notificationsSaved),
  );

  app.get('/account/taxes', { schema: { tags, response: { 200: okEnvelope(taxpayerViewSchema) } } }, async (req) =>
    ok(await service.taxpayer(req.auth.userId)),
  );
  app.put(
    '/account/taxes',
    { schema: { tags, body: taxpayerSchema, response: { 200: okEnvelope(taxpayerViewSchema) } } },
    async (req) => ok(await service.updateTaxpayer(req.auth.userId, req.body), ACCOUNT_MESSAGES.taxesSaved),
  );

  app.get('/account/referrals', { schema: { tags, response: { 200: okEnvelope(referralsSchema) } } }, async (req) =>
    ok(await service.referrals(req.auth.userId)),
  );
  app.post(
    '/account/referrals/claim',
    {
      schema: {
        tags,
        body: z.object({ code: text().trim().min(1, 'Referral code is required.').max(40) }),
        response: { 200: okEnvelope(z.object({ referred: z.boolean() })) },
      },
    },
    async (req) => ok(await service.claimReferral(req.auth.userId, req.body.code)),
  );

  app.get(
    '/account/listings',
    { schema: { tags, response: { 200: okEnvelope(z.array(hostListingSchema)) } } },
    async (req) => ok(await service.hostListings(req.auth.userId)),
  );

  app.get(
    '/account/export',
    { schema: { tags, response: { 200: okEnvelope(accountExportSchema) } } },
    async (req, reply) => {
      reply.header('content-disposition', `attachment; filename="${PRODUCT_NAME.toLowerCase()}-data.json"`);
      return ok(await service.exportData(req.auth.userId));
    },
  );
  app.delete(
    '/account',
    { schema: { tags, body: deleteAccountBody, response: { 200: okEnvelope(z.object({ deleted: z.boolean() })) } } },
    async (req) => {
      const { pictureVariants } = await service.deleteAccount(req.auth.userId);
      await removePictureFiles(pictureVariants);
      return ok({ deleted: true }, ACCOUNT_MESSAGES.accountDeleted);
    },
  );
};

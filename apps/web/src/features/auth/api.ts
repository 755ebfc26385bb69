import type { AuthProviders, AuthResult, Role, User } from '@roamstead/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient, publicClient, request } from '../../api/http';
import { fetchData } from '../../api/query';

/** What the user signs in or up with: a phone number with its dialing code, or an e-mail. */
export interface Identity {
  mode: 'phone' | 'email';
  /** Dialing code as shown, e.g. '+263' or '+1-268'. */
  dialCode: string;
  phone: string;
  email: string;
}

/** SPEC §3 OTP payload: phone with the code without its plus sign, or the e-mail. */
const identityFields = (identity: Identity) =>
  identity.mode === 'phone'
    ? { phone: identity.phone.trim(), code: identity.dialCode.replace(/^\+/, '') }
    : { email: identity.email.trim() };

/** Where a code was sent, as the user typed it. */
export const identityLabel = (identity: Identity) =>
  identity.mode === 'phone' ? `${identity.dialCode} ${identity.phone.trim()}` : identity.email.trim();

// Credential calls: a 401 there is the answer itself, never an expired session.
const credential = { skipAuthRefresh: true };

interface RegistrationDetails {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  password: string;
}

export const authApi = {
  /** Log-in code for an existing account (404 when there is none). */
  sendLoginCode: (identity: Identity) =>
    request(publicClient.postForm('/get-email-phone-otp', identityFields(identity), credential)),
  loginWithOtp: (identity: Identity, otp: string) =>
    request<AuthResult>(publicClient.postForm('/login-with-otp', { ...identityFields(identity), otp }, credential)),
  /** Sign-up code for a new phone number or e-mail. */
  sendSignupCode: (identity: Identity) =>
    request(
      identity.mode === 'phone'
        ? publicClient.postForm('/get-phone-otp', identityFields(identity), credential)
        : publicClient.post('/get-email-otp', identityFields(identity), credential),
    ),
  verifySignupCode: (identity: Identity, otp: string) =>
    request<{ verified: boolean }>(
      publicClient.post(
        identity.mode === 'phone' ? '/verify-otp-byphone' : '/verify-otp-byemail',
        { ...identityFields(identity), otp },
        credential,
      ),
    ),
  /** SPEC §3 registration payload (fname, lname, …, dob) plus the address the form collected. */
  registerUserDetails: (identity: Identity, details: RegistrationDetails, dob: string) =>
    request<AuthResult & { success: boolean }>(
      publicClient.postForm(
        '/register-user-details',
        {
          ...details,
          fname: details.firstName,
          lname: details.lastName,
          ...(identity.mode === 'phone' ? identityFields(identity) : {}),
          dob,
        },
        credential,
      ),
    ),
  /** Password log-in of an account (POST /login). */
  login: (identity: Identity, password: string) =>
    request<AuthResult>(publicClient.post('/login', { ...identityFields(identity), password }, credential)),
  googleAuth: (googleToken: string, userInfo: unknown) =>
    request<AuthResult>(publicClient.post('/google-auth', { googleToken, userInfo }, credential)),
  forgotPassword: (email: string) => request(publicClient.post('/forgot-password', { email }, credential)),
  resetPassword: (token: string, password: string) =>
    request(publicClient.post('/reset-password', { token, password }, credential)),
  logout: (refreshToken: string | null) =>
    request(apiClient.post('/logout', refreshToken ? { refreshToken } : {}, credential)),
  getUser: () => request<User>(apiClient.get('/user')),
  updateRole: (role: Role) => request<User>(apiClient.put('/user/role', { role })),
};

/** The third-party sign-ins the server accepts (read once per visit). */
export const useAuthProviders = () =>
  useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => fetchData<AuthProviders>(publicClient.get('/auth-providers')),
    staleTime: Number.POSITIVE_INFINITY,
  });

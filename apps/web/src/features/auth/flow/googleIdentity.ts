const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  credential: string;
  select_by?: string;
}

interface GoogleIdentityApi {
  initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentityApi } };
  }
}

let loading: Promise<GoogleIdentityApi> | undefined;

/** Loads Google Identity Services once. */
export function loadGoogleIdentity(): Promise<GoogleIdentityApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google.accounts.id) : reject(new Error('GIS missing')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('GIS failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The unverified claims of an ID token, sent as `userInfo` (the server trusts only the token). */
export function idTokenClaims(credential: string): unknown {
  try {
    const payload = credential.split('.')[1] ?? '';
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const { email, name, picture } = JSON.parse(json);
    return { email, name, picture };
  } catch {
    return undefined;
  }
}

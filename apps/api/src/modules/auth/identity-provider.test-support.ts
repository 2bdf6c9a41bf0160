// A real OpenID Connect provider (oidc-provider) on a local port, standing in
// for Google and LinkedIn in tests: it signs ID tokens with its own RSA key,
// publishes the key set at /jwks, exchanges authorisation codes at /token and
// answers /me (userinfo). Tests drive the authorisation-code flow over HTTP;
// the login and consent steps are completed for the account named in
// login_hint, as a person clicking through would.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface TestIdentityProvider {
  issuer: string;
  google: TestClient;
  linkedin: TestClient;
  accounts: Map<string, TestAccount>;
  /** Runs the authorisation-code flow for an account; answers the code sent to the client's redirect URI. */
  authorize(client: TestClient, accountId: string, scope?: string): Promise<string>;
  /** What Google's one-tap hands the browser: an ID token for the account. */
  googleIdToken(accountId: string): Promise<string>;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export async function startTestIdentityProvider(options: {
  linkedinRedirectUri: string;
}): Promise<TestIdentityProvider> {
  // the issuer must be known before the provider exists, so reserve the port with the server first
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(6).toString('hex'), alg: 'RS256', use: 'sig' };
  const google: TestClient = {
    clientId: 'google-one-tap-client',
    clientSecret: randomBytes(16).toString('hex'),
    redirectUri: 'http://127.0.0.1/one-tap-callback',
  };
  const linkedin: TestClient = {
    clientId: 'linkedin-client',
    clientSecret: randomBytes(16).toString('hex'),
    redirectUri: options.linkedinRedirectUri,
  };
  const accounts = new Map<string, TestAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uris: [google.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: linkedin.clientId,
        client_secret: linkedin.clientSecret,
        redirect_uris: [linkedin.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // LinkedIn takes the client credentials in the form body
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // Google puts the profile claims into the ID token itself
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, ...account, name: `${account.given_name} ${account.family_name}` }),
      };
    },
  });
  const callback = provider.callback();

  handler = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        const accountId = String(details.params.login_hint ?? '');
        return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
      }
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: String(details.params.client_id),
      });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };

  async function authorize(client: TestClient, accountId: string, scope = 'openid email profile') {
    const cookies = new Map<string, string>();
    let url = `${issuer}/auth?${new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      response_type: 'code',
      scope,
      state: randomBytes(8).toString('hex'),
      login_hint: accountId,
    })}`;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`authorisation stopped with ${res.status}: ${await res.text()}`);
      const next = new URL(location, url);
      if (`${next.origin}${next.pathname}` === client.redirectUri) {
        const code = next.searchParams.get('code');
        if (!code) throw new Error(`no code in ${next.href}`);
        return code;
      }
      url = next.href;
    }
    throw new Error('too many redirects');
  }

  async function googleIdToken(accountId: string) {
    const code = await authorize(google, accountId);
    const res = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${google.clientId}:${google.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: google.redirectUri }),
    });
    const body = (await res.json()) as { id_token?: string };
    if (!body.id_token) throw new Error(`no ID token: ${JSON.stringify(body)}`);
    return body.id_token;
  }

  return {
    issuer,
    google,
    linkedin,
    accounts,
    authorize,
    googleIdToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

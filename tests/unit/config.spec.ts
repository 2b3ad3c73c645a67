// The configuration is read once at start; a bad value must stop the start with a message naming
// the variable, and a message must never show a secret.
import path from 'node:path';
import {
  assertProductionReady,
  loadConfig,
  productionWarnings,
  redactUrl,
  variables,
} from '../../server/src/config/config';
import { ConfigError } from '../../server/src/config/parse';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      AUTH_MODE: 'embedded',
      JWT_SECRET: undefined,
      SEED_DEMO: true,
      TRUST_PROXY: false,
    });
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://evklub.sk/' }).PUBLIC_URL).toBe('https://evklub.sk');
  });

  it('reads every declared variable with its default when unset', () => {
    const config = loadConfig({}) as unknown as Record<string, unknown>;
    for (const [name, spec] of Object.entries(variables)) {
      if (name !== 'PUBLIC_URL') expect([name, config[name]]).toEqual([name, spec.default]);
    }
  });

  describe('PORT', () => {
    it.each(['abc', '0', '70000', '-1', '3000.5'])('refuses %p naming PORT', (value) => {
      const error = configError({ PORT: value });
      expect(error.variable).toBe('PORT');
      expect(error.message).toMatch(/^PORT must be a whole number from 1 to 65535/);
    });

    it('accepts the extremes', () => {
      expect(loadConfig({ PORT: '1' }).PORT).toBe(1);
      expect(loadConfig({ PORT: '65535' }).PORT).toBe(65535);
    });
  });

  describe('DATABASE_URL', () => {
    it.each([
      ['mysql://evklub:hunter2-secret@db:3306/evklub', /must use postgres or postgresql/],
      ['not a url', /must be a URL/],
      ['postgresql://evklub:hunter2-secret@/evklub', /must be a URL/],
    ])('refuses %p naming DATABASE_URL without echoing the password', (value, reason) => {
      const error = configError({ DATABASE_URL: value });
      expect(error.variable).toBe('DATABASE_URL');
      expect(error.message).toMatch(/^DATABASE_URL /);
      expect(error.message).toMatch(reason);
      expect(error.message).not.toContain('hunter2-secret');
    });

    it('refuses a URL without a host', () => {
      expect(configError({ DATABASE_URL: 'postgresql:///evklub' }).message).toMatch(/^DATABASE_URL must name a host/);
    });

    it('accepts postgres and postgresql URLs, also with the host as a query parameter', () => {
      for (const url of [
        'postgres://u:p@db:5432/evklub',
        'postgresql://u:p@127.0.0.1/evklub',
        'postgresql:///evklub?host=/var/run/postgresql',
      ]) {
        expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
      }
    });
  });

  it('redactUrl hides the password of a connection URL', () => {
    expect(redactUrl('postgresql://evklub:s3cr%40t@db:5432/evklub')).toBe('postgresql://evklub:***@db:5432/evklub');
    expect(redactUrl('smtp://mail:25')).toBe('smtp://mail:25');
  });

  describe('AUTH_MODE=supabase', () => {
    const complete = {
      AUTH_MODE: 'supabase',
      SUPABASE_URL: 'https://abcd.supabase.co',
      SUPABASE_ANON_KEY: 'anon-key-0123456789abcdef',
      SUPABASE_JWT_SECRET: 'x'.repeat(32),
    };

    it('starts with URL, anon key and a JWT secret or a JWKS URL', () => {
      expect(loadConfig(complete).AUTH_MODE).toBe('supabase');
      const { SUPABASE_JWT_SECRET: _, ...withoutSecret } = complete;
      expect(
        loadConfig({ ...withoutSecret, SUPABASE_JWKS_URL: 'https://abcd.supabase.co/auth/v1/.well-known/jwks.json' })
          .SUPABASE_JWKS_URL,
      ).toBeDefined();
    });

    it.each(['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_JWT_SECRET'])('names %s when it is missing', (missing) => {
      const env: Record<string, string> = { ...complete };
      delete env[missing];
      const error = configError(env);
      expect(error.variable).toBe(missing);
      expect(error.message).toMatch(/required when AUTH_MODE=supabase/);
    });

    it('does not ask for Supabase variables in embedded mode', () => {
      expect(loadConfig({ AUTH_MODE: 'embedded' }).SUPABASE_URL).toBeUndefined();
    });

    it('refuses an unknown mode', () => {
      expect(configError({ AUTH_MODE: 'firebase' }).variable).toBe('AUTH_MODE');
    });
  });

  describe('connection and body limits', () => {
    it('reads AUTH_CORS_ORIGINS as origins and refuses paths or other schemes', () => {
      expect(loadConfig({ AUTH_CORS_ORIGINS: 'https://evklub.sk, http://localhost:5173/' }).AUTH_CORS_ORIGINS).toEqual([
        'https://evklub.sk',
        'http://localhost:5173',
      ]);
      for (const raw of ['https://evklub.sk/app', 'ftp://evklub.sk', 'evklub.sk'])
        expect(configError({ AUTH_CORS_ORIGINS: raw }).variable).toBe('AUTH_CORS_ORIGINS');
    });

    it('refuses a headers timeout longer than the request timeout', () => {
      expect(configError({ HTTP_HEADERS_TIMEOUT: '30', HTTP_REQUEST_TIMEOUT: '20' }).variable).toBe(
        'HTTP_HEADERS_TIMEOUT',
      );
      expect(loadConfig({ HTTP_HEADERS_TIMEOUT: '5', HTTP_REQUEST_TIMEOUT: '5' }).HTTP_REQUEST_TIMEOUT).toBe(5);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      ['false', false],
      ['true', 1],
      ['2', 2],
      ['10.0.0.1, 10.1.0.0/16,loopback', ['10.0.0.1', '10.1.0.0/16', 'loopback']],
    ])('reads %p as %p (true is one hop, never "trust every entry")', (raw, value) => {
      expect(loadConfig({ TRUST_PROXY: raw }).TRUST_PROXY).toEqual(value);
    });

    it.each(['all', '11', 'proxy.example.sk'])('refuses %p', (raw) => {
      expect(configError({ TRUST_PROXY: raw }).variable).toBe('TRUST_PROXY');
    });
  });

  describe('booleans', () => {
    it.each([
      ['true', true],
      ['1', true],
      ['YES', true],
      [' on ', true],
      ['false', false],
      ['0', false],
      ['no', false],
      ['Off', false],
    ])('reads %p as %p', (raw, value) => {
      expect(loadConfig({ SEED_DEMO: raw })).toMatchObject({ SEED_DEMO: value });
    });

    it('refuses anything else naming the variable', () => {
      const error = configError({ AUTH_AUTOCONFIRM: 'maybe' });
      expect(error.variable).toBe('AUTH_AUTOCONFIRM');
      expect(error.message).toMatch(/must be true or false/);
    });
  });

  describe('JWT_SECRET', () => {
    it('refuses a secret shorter than 32 characters without echoing it', () => {
      const error = configError({ JWT_SECRET: 'short-but-secret' });
      expect(error.variable).toBe('JWT_SECRET');
      expect(error.message).toMatch(/at least 32 characters/);
      expect(error.message).not.toContain('short-but-secret');
    });

    it('accepts 32 characters or more', () => {
      expect(loadConfig({ JWT_SECRET: 'k'.repeat(32) }).JWT_SECRET).toBe('k'.repeat(32));
    });
  });

  it('refuses a malformed contact e-mail and a non-SMTP mail URL', () => {
    expect(configError({ CONTACT_EMAIL: 'info at evklub' }).variable).toBe('CONTACT_EMAIL');
    expect(configError({ SMTP_URL: 'http://mail:25' }).variable).toBe('SMTP_URL');
  });
});

describe('production mode (NODE_ENV=production)', () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://relay.example:587' };

  it('seeds no demo content unless SEED_DEMO says so', () => {
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
  });

  it('needs SMTP_URL, or SMTP_URL=maildev for the local catcher; development does not', () => {
    const refused = (env: Record<string, string>) => {
      try {
        assertProductionReady(loadConfig(env), env);
      } catch (e) {
        return e as ConfigError;
      }
      return null;
    };
    expect(refused({ NODE_ENV: 'production' })).toMatchObject({
      variable: 'SMTP_URL',
      message: expect.stringMatching(/^SMTP_URL is required when NODE_ENV=production/),
    });
    expect(refused(production)).toBeNull();
    expect(refused({ NODE_ENV: 'production', SMTP_URL: 'maildev' })).toBeNull();
    expect(loadConfig({ SMTP_URL: 'maildev' }).SMTP_URL).toBeUndefined();
    expect(refused({})).toBeNull();
  });

  it('warns of a PUBLIC_URL that is not https://', () => {
    expect(productionWarnings(loadConfig({ ...production, PUBLIC_URL: 'http://klub.example' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL http:\/\/klub\.example is not https:\/\//),
    ]);
    expect(productionWarnings(loadConfig({ ...production, PUBLIC_URL: 'https://klub.example' }))).toEqual([]);
    expect(productionWarnings(loadConfig({ PUBLIC_URL: 'http://klub.example' }))).toEqual([]);
  });
});

describe('external sign-in providers (AUTH_PROVIDERS, AUTH_PROVIDER_<NAME>_*)', () => {
  const google = {
    AUTH_PROVIDERS: 'Google, keycloak',
    AUTH_PROVIDER_GOOGLE_ISSUER: 'https://accounts.google.com/',
    AUTH_PROVIDER_GOOGLE_CLIENT_ID: 'id-g',
    AUTH_PROVIDER_GOOGLE_CLIENT_SECRET: 'secret-g',
    AUTH_PROVIDER_KEYCLOAK_ISSUER: 'http://127.0.0.1:8080/realms/evklub',
    AUTH_PROVIDER_KEYCLOAK_CLIENT_ID: 'id-k',
    AUTH_PROVIDER_KEYCLOAK_CLIENT_SECRET: 'secret-k',
    AUTH_PROVIDER_KEYCLOAK_SCOPES: 'email',
    AUTH_PROVIDER_KEYCLOAK_NAME: 'Klubový účet',
  };

  it('reads each named provider, with display names and openid always among the scopes', () => {
    expect(loadConfig(google).authProviders).toEqual([
      {
        id: 'google',
        name: 'Google',
        kind: 'oidc',
        issuer: 'https://accounts.google.com',
        clientId: 'id-g',
        clientSecret: 'secret-g',
        scopes: 'openid email profile',
        trustEmail: false,
      },
      {
        id: 'keycloak',
        name: 'Klubový účet',
        kind: 'oidc',
        issuer: 'http://127.0.0.1:8080/realms/evklub',
        clientId: 'id-k',
        clientSecret: 'secret-k',
        scopes: 'email openid',
        trustEmail: false,
      },
    ]);
    expect(loadConfig({}).authProviders).toEqual([]);
    expect(
      loadConfig({
        ...google,
        AUTH_MODE: 'supabase',
        SUPABASE_URL: 'https://x.supabase.co',
        SUPABASE_ANON_KEY: 'a'.repeat(20),
        SUPABASE_JWT_SECRET: 's'.repeat(32),
      }).authProviders,
    ).toEqual([]);
  });

  const facebook = {
    AUTH_PROVIDERS: 'facebook',
    AUTH_PROVIDER_FACEBOOK_AUTHORIZATION_URL: 'https://www.facebook.com/v19.0/dialog/oauth',
    AUTH_PROVIDER_FACEBOOK_TOKEN_URL: 'https://graph.facebook.com/v19.0/oauth/access_token',
    AUTH_PROVIDER_FACEBOOK_USERINFO_URL: 'https://graph.facebook.com/me?fields=id,name,email',
    AUTH_PROVIDER_FACEBOOK_CLIENT_ID: 'id-f',
    AUTH_PROVIDER_FACEBOOK_CLIENT_SECRET: 'secret-f',
    AUTH_PROVIDER_FACEBOOK_TRUST_EMAIL: 'true',
  };

  it('reads a plain OAuth 2.0 provider from its three endpoints (no openid scope added)', () => {
    expect(loadConfig(facebook).authProviders).toEqual([
      {
        id: 'facebook',
        name: 'Facebook',
        kind: 'oauth2',
        issuer: 'https://www.facebook.com',
        endpoints: {
          authorization: facebook.AUTH_PROVIDER_FACEBOOK_AUTHORIZATION_URL,
          token: facebook.AUTH_PROVIDER_FACEBOOK_TOKEN_URL,
          userinfo: facebook.AUTH_PROVIDER_FACEBOOK_USERINFO_URL,
        },
        clientId: 'id-f',
        clientSecret: 'secret-f',
        scopes: 'email',
        trustEmail: true,
      },
    ]);
  });

  it.each([
    [{ AUTH_PROVIDER_FACEBOOK_TOKEN_URL: '' }, 'AUTH_PROVIDER_FACEBOOK_TOKEN_URL', /is required/],
    [
      { AUTH_PROVIDER_FACEBOOK_USERINFO_URL: 'http://graph.facebook.com/me' },
      'AUTH_PROVIDER_FACEBOOK_USERINFO_URL',
      /over https/,
    ],
    [
      { AUTH_PROVIDER_FACEBOOK_ISSUER: 'https://www.facebook.com' },
      'AUTH_PROVIDER_FACEBOOK_ISSUER',
      /plain OAuth 2.0 provider has/,
    ],
    [{ AUTH_PROVIDER_FACEBOOK_TRUST_EMAIL: 'maybe' }, 'AUTH_PROVIDER_FACEBOOK_TRUST_EMAIL', /true or false/],
  ])('refuses a plain OAuth 2.0 provider with %p naming the variable', (change, variable, reason) => {
    const error = configError({ ...facebook, ...change } as Record<string, string>);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(reason);
  });

  it.each([
    [{ AUTH_PROVIDER_GOOGLE_CLIENT_ID: '' }, 'AUTH_PROVIDER_GOOGLE_CLIENT_ID', /is required/],
    [{ AUTH_PROVIDER_KEYCLOAK_CLIENT_SECRET: undefined }, 'AUTH_PROVIDER_KEYCLOAK_CLIENT_SECRET', /is required/],
    [
      { AUTH_PROVIDER_GOOGLE_ISSUER: 'http://accounts.google.com' },
      'AUTH_PROVIDER_GOOGLE_ISSUER',
      /issuer URL over https/,
    ],
    [
      { AUTH_PROVIDER_GOOGLE_ISSUER: 'https://accounts.google.com/?x=1' },
      'AUTH_PROVIDER_GOOGLE_ISSUER',
      /without a query/,
    ],
    [{ AUTH_PROVIDER_GOOGLE_ISSUER: 'not a url' }, 'AUTH_PROVIDER_GOOGLE_ISSUER', /issuer URL/],
    [{ AUTH_PROVIDERS: 'google,google' }, 'AUTH_PROVIDERS', /twice/],
    [{ AUTH_PROVIDERS: 'email' }, 'AUTH_PROVIDERS', /invalid provider name/],
    [{ AUTH_PROVIDERS: 'goo-gle' }, 'AUTH_PROVIDERS', /invalid provider name/],
  ])('refuses %p naming the variable', (change, variable, reason) => {
    const error = configError({ ...google, ...change } as Record<string, string>);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(reason);
  });
});

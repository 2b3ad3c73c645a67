// docker-compose.yml and the Dockerfile describe the production shape; Docker cannot run here, so
// this checks that the pieces agree with each other and with the server's configuration.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig, variables } from '../../server/src/config/config';
import { MIGRATIONS_DIR } from '../../server/src/database/migrator';

const ROOT = path.resolve(__dirname, '..', '..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

/** Values an operator would put in .env; compose's ${VAR:?…} requires them. */
const OPERATOR_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'Compose0Password',
  JWT_SECRET: 'compose-test-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://evklub.example',
  SMTP_URL: 'smtp://mailer:secret@relay.example:587',
};

/** The variables .env.example names (NAME=value lines). */
const envExample = Object.fromEntries(
  fs
    .readFileSync(path.join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
);

/** Compose interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}. */
function interpolate(value: unknown): string {
  return String(value).replace(
    /\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g,
    (_m, name: string, _colon, kind?: string, arg?: string) => {
      const set = OPERATOR_ENV[name];
      if (set !== undefined) return set;
      if (kind === '-') return arg ?? '';
      throw new Error(
        `docker-compose.yml uses \${${name}} without a default; add it to OPERATOR_ENV if operators must set it`,
      );
    },
  );
}

/** A service's environment as a plain object (compose allows a map or a list of NAME=value). */
function environmentOf(service: { environment?: Record<string, unknown> | string[] }): Record<string, string> {
  const env = service.environment ?? {};
  const entries = Array.isArray(env) ? env.map((line) => line.split(/=(.*)/s).slice(0, 2)) : Object.entries(env);
  return Object.fromEntries(entries.map(([k, v]) => [k, interpolate(v ?? '')]));
}

/** Container ports of `ports` entries ("8080:3000", "127.0.0.1:8080:3000/tcp", { target }) and `expose`. */
function containerPorts(service: { ports?: unknown[]; expose?: unknown[] }): number[] {
  const ports = (service.ports ?? []).map((p) =>
    typeof p === 'object' && p
      ? Number((p as { target: unknown }).target)
      : Number(String(p).split('/')[0].split(':').pop()),
  );
  return [...ports, ...(service.expose ?? []).map((p) => Number(String(p).split('/')[0]))];
}

/** Each `ports` entry as host address (0.0.0.0 when none: every interface), published and container port. */
function publishedPorts(service: { ports?: unknown[] }): { host: string; published: number; target: number }[] {
  return (service.ports ?? []).map((p) => {
    if (typeof p === 'object' && p) {
      const long = p as { host_ip?: string; published: unknown; target: unknown };
      return {
        host: long.host_ip ?? '0.0.0.0',
        published: Number(interpolate(long.published)),
        target: Number(long.target),
      };
    }
    const parts = interpolate(p).split('/')[0].split(':');
    return {
      host: parts.length > 2 ? parts.slice(0, -2).join(':') : '0.0.0.0',
      published: Number(parts.at(-2)),
      target: Number(parts.at(-1)),
    };
  });
}

const LOOPBACK = ['127.0.0.1', '::1', '[::1]'];

/** Instructions of the last (runtime) stage of the Dockerfile. */
function runtimeStage(): string[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const lastFrom = lines.map((l) => /^FROM\b/i.test(l)).lastIndexOf(true);
  return lines.slice(lastFrom);
}

describe('docker-compose.yml', () => {
  const { postgres, server, mail, caddy } = compose.services ?? {};

  it('runs postgres and the server by default; Caddy (https) and Mailpit (trial) only when their profile is asked for', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['caddy', 'mail', 'postgres', 'server']);
    expect(postgres.image).toMatch(/^postgres:18\b/);
    expect(server.build).toBeDefined();
    expect(postgres.profiles).toBeUndefined();
    expect(server.profiles).toBeUndefined();
    expect(caddy.profiles).toEqual(['https']);
    expect(mail.profiles).toEqual(['trial']);
    // A service outside the default profile cannot be a dependency of one inside it.
    expect(Object.keys(server.depends_on)).toEqual(['postgres']);
  });

  it('publishes no port but the site: the mail inbox and PostgreSQL are not reachable from other machines', () => {
    const sitePort = loadConfig(environmentOf(server)).PORT;
    const open = Object.entries(compose.services as Record<string, { ports?: unknown[] }>).flatMap(([name, service]) =>
      publishedPorts(service)
        .filter((p) => !LOOPBACK.includes(p.host))
        .map((p) => `${name}:${p.target}`),
    );
    expect(open.sort()).toEqual(['caddy:443', 'caddy:443', 'caddy:80', `server:${sitePort}`].sort());
    expect(publishedPorts(mail)).toEqual([{ host: '127.0.0.1', published: 8025, target: 8025 }]);
    expect(postgres.ports).toBeUndefined();
  });

  it('takes every secret and address from .env, and .env.example names each of them', () => {
    const text = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const required = [...new Set([...text.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]))].sort();
    expect(required).toEqual(['JWT_SECRET', 'POSTGRES_PASSWORD', 'PUBLIC_URL', 'SMTP_URL']);
    const used = new Set([...text.matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    expect(Object.keys(envExample).filter((name) => !used.has(name))).toEqual([]);
    for (const name of used) expect(Object.keys(envExample)).toContain(name);
    // Secrets are left empty in the example: a copied file without them stops compose with its message.
    expect(envExample.JWT_SECRET).toBe('');
    expect(envExample.POSTGRES_PASSWORD).toBe('');
    expect(environmentOf(server).JWT_SECRET).toBe(OPERATOR_ENV.JWT_SECRET);
    expect(environmentOf(server).SMTP_URL).toBe(OPERATOR_ENV.SMTP_URL);
  });

  it('Caddy proxies its domain to the port the server listens on', () => {
    const port = loadConfig(environmentOf(server)).PORT;
    const command = (caddy.command as string[]).map((part) => interpolate(part));
    expect(command.slice(0, 2)).toEqual(['caddy', 'reverse-proxy']);
    expect(command[command.indexOf('--to') + 1]).toBe(`server:${port}`);
    expect(command[command.indexOf('--from') + 1]).toBe('localhost');
    const mounts = (caddy.volumes as string[]).map((v) => v.split(':')[1]);
    expect(mounts).toContain('/data'); // certificates survive a restart
  });

  it('configures the server only with variables the server declares, and they parse', () => {
    const env = environmentOf(server);
    expect(Object.keys(env).filter((name) => !(name in variables))).toEqual([]);
    const config = loadConfig(env);
    expect(config).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data', AUTH_MODE: 'embedded' });
    expect(config.DATABASE_URL).toBeDefined();
    expect(config.SMTP_URL).toBeDefined();
    expect(config.JWT_SECRET).toBe(OPERATOR_ENV.JWT_SECRET);
  });

  it('DATABASE_URL points at the postgres service with its user, password and database', () => {
    const url = new URL(environmentOf(server).DATABASE_URL);
    const pgEnv = environmentOf(postgres);
    expect(url.hostname).toBe('postgres');
    // The postgres image listens on 5432 unless PGPORT or a -p flag says otherwise.
    expect(pgEnv.PGPORT).toBeUndefined();
    expect(String(postgres.command ?? '')).not.toMatch(/-p\b|port=/);
    expect(Number(url.port || 5432)).toBe(5432);
    expect(decodeURIComponent(url.username)).toBe(pgEnv.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(pgEnv.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
  });

  it('the server starts only once postgres is healthy', () => {
    expect(server.depends_on.postgres.condition).toBe('service_healthy');
    expect(postgres.healthcheck.test.join(' ')).toMatch(/pg_isready/);
  });

  it("the trial's SMTP_URL, as .env.example gives it, points at the mail service's SMTP port", () => {
    const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const trial = /SMTP_URL=(smtp:\/\/mail:\d+)/.exec(example)?.[1];
    expect(trial).toBeDefined();
    const url = new URL(trial!);
    const smtpPort = Number(url.port || 25);
    expect(containerPorts(mail)).toContain(smtpPort);
    const bind = environmentOf(mail).MP_SMTP_BIND_ADDR;
    if (bind !== undefined) expect(Number(bind.split(':').pop())).toBe(smtpPort);
  });

  it('publishes the port the server listens on', () => {
    const port = loadConfig(environmentOf(server)).PORT;
    expect(publishedPorts(server).map((p) => p.target)).toContain(port);
  });

  it('keeps DATA_DIR and the database on declared volumes', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const mounts = (service: { volumes?: unknown[] }) =>
      (service.volumes ?? []).map((v) =>
        typeof v === 'object' && v
          ? (v as { source: string; target: string })
          : { source: String(v).split(':')[0], target: String(v).split(':')[1] },
      );
    for (const service of Object.values(compose.services) as { volumes?: unknown[] }[]) {
      for (const { source } of mounts(service)) {
        if (!source.startsWith('.') && !source.startsWith('/')) expect(declared).toContain(source);
      }
    }
    expect(mounts(server).map((m) => m.target)).toContain(environmentOf(server).DATA_DIR);
    expect(mounts(postgres).map((m) => m.target)).toContain('/var/lib/postgresql');
  });
});

describe('Dockerfile', () => {
  const stage = runtimeStage();
  const instruction = (name: string) => stage.filter((l) => l.toUpperCase().startsWith(name + ' '));

  it('builds on node:24-bookworm-slim with npm install (not npm ci) and npm run build', () => {
    expect(dockerfile.match(/^FROM\s+(\S+)/gim)!.map((l) => l.split(/\s+/)[1])).toEqual([
      'node:24-bookworm-slim',
      'node:24-bookworm-slim',
    ]);
    expect(dockerfile).toMatch(/RUN npm install\b/);
    expect(dockerfile).not.toMatch(/npm ci\b/);
    expect(dockerfile).toMatch(/RUN npm run build\b/);
  });

  it('exposes the default PORT and the port compose publishes', () => {
    const exposed = instruction('EXPOSE').flatMap((l) =>
      l
        .split(/\s+/)
        .slice(1)
        .map((p) => Number(p.split('/')[0])),
    );
    expect(exposed).toEqual([variables.PORT.default]);
    expect(publishedPorts(compose.services.server).map((p) => p.target)).toEqual(exposed);
  });

  it('runs the compiled server as a non-root user, with the migrations beside it and a /healthz check', () => {
    expect(instruction('CMD').at(-1)).toBe('CMD ["node", "dist/server/main.js"]');
    const user = instruction('USER').at(-1)?.split(/\s+/)[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(instruction('HEALTHCHECK').join(' ')).toMatch(/\/healthz/);
    const copies = instruction('COPY').join('\n');
    expect(copies).toMatch(/\/app\/dist \.\/dist/);
    expect(copies).toMatch(/\/app\/node_modules \.\/node_modules/);
    // The migrator reads prisma/migrations beside dist/ (see MIGRATIONS_DIR).
    expect(path.relative(ROOT, MIGRATIONS_DIR)).toBe(path.join('prisma', 'migrations'));
    expect(copies).toMatch(/\/app\/prisma\/migrations \.\/prisma\/migrations/);
  });
});

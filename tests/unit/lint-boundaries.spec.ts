// The boundary rules of eslint.config.mjs, each shown a small file that breaks it (and, where a rule
// has an allowed twin, one that does not); a case names the boundary it probes. ESLint runs in a child process with the
// project's config, as `npm run lint` runs it, on source given by text under the path where such a file would live.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Case {
  name: string;
  file: string;
  code: string;
  reported: boolean;
}

const cases: Case[] = [
  {
    name: 'Prisma client in a service',
    file: 'server/src/modules/cars/fixture.service.ts',
    code: "import { PrismaClient } from '../../generated/prisma/client';\nexport const c = PrismaClient;\n",
    reported: true,
  },
  {
    name: 'Prisma types in a controller',
    file: 'server/src/modules/cars/fixture.controller.ts',
    code: "import type { Prisma } from '../../generated/prisma/client';\nexport type T = Prisma.CarWhereInput;\n",
    reported: true,
  },
  {
    name: 'Prisma client in a repository (allowed)',
    file: 'server/src/modules/cars/fixture.repository.ts',
    code: "import { PrismaClient } from '../../generated/prisma/client';\nexport const c = PrismaClient;\n",
    reported: false,
  },
  {
    name: "another module's repository in a service",
    file: 'server/src/modules/events/fixture.service.ts',
    code: "import { CarRepository } from '../cars/car.repository';\nexport const c = CarRepository;\n",
    reported: true,
  },
  {
    name: "another module's controller",
    file: 'server/src/modules/events/fixture.service.ts',
    code: "import { CarController } from '../cars/car.controller';\nexport const c = CarController;\n",
    reported: true,
  },
  {
    name: "another module's repository row type",
    file: 'server/src/modules/onboarding/fixture.service.ts',
    code: "import type { ClaimInput } from '../cars/car.repository';\nexport type R = ClaimInput;\n",
    reported: true,
  },
  {
    name: "another module's DTO",
    file: 'server/src/modules/registrations/fixture.dto.ts',
    code: "import { AdminUserDto } from '../users/user-admin.dto';\nexport const c = AdminUserDto;\n",
    reported: true,
  },
  {
    name: "another module's DTO as a type",
    file: 'server/src/modules/search/fixture.repository.ts',
    code: "import type { UserSortField } from '../users/user-admin.dto';\nexport type F = UserSortField;\n",
    reported: true,
  },
  {
    name: "another module's DTO by a path ending .dto.js",
    file: 'server/src/modules/registrations/fixture.service.ts',
    code: "import { verificationChanges } from '../users/user-admin.dto.js';\nexport const c = verificationChanges;\n",
    reported: true,
  },
  {
    name: "another module's DTO by a path through modules/",
    file: 'server/src/modules/registrations/fixture.service.ts',
    code: "import { AdminUserDto } from '../../modules/users/user-admin.dto';\nexport const c = AdminUserDto;\n",
    reported: true,
  },
  {
    name: "another module's types entry by a path through modules/ (allowed)",
    file: 'server/src/modules/registrations/fixture.service.ts',
    code: "import { AdminUserDto } from '../../modules/users/users.types';\nexport const c = AdminUserDto;\n",
    reported: false,
  },
  {
    name: "another module's helper file",
    file: 'server/src/modules/dues/fixture.ts',
    code: "import type { NotificationContent } from '../notifications/notification-mail';\nexport type N = NotificationContent;\n",
    reported: true,
  },
  {
    name: "another module's field decorators",
    file: 'server/src/modules/cars/fixture.dto.ts',
    code: "import { TextField } from '../users/member-fields';\nexport const c = TextField;\n",
    reported: true,
  },
  {
    name: "another module's exported service (allowed)",
    file: 'server/src/modules/events/fixture.service.ts',
    code: "import { CarService } from '../cars/car.service';\nexport const c = CarService;\n",
    reported: false,
  },
  {
    name: "another module's exported service as a type (allowed)",
    file: 'server/src/modules/accounts/fixture.service.ts',
    code: "import type { StoredAvatar } from '../users/avatar-files.service';\nexport type A = StoredAvatar;\n",
    reported: false,
  },
  {
    name: "another module's Nest module (allowed)",
    file: 'server/src/modules/accounts/fixture.module.ts',
    code: "import { CarsModule } from '../cars/cars.module';\nexport const c = CarsModule;\n",
    reported: false,
  },
  {
    name: "another module's types entry (allowed)",
    file: 'server/src/modules/users/fixture.dto.ts',
    code: "import { CarDto } from '../cars/cars.types';\nexport const c = CarDto;\n",
    reported: false,
  },
  {
    name: "another module's types entry as a type (allowed)",
    file: 'server/src/modules/dues/fixture.ts',
    code: "import type { NotificationContent } from '../notifications/notifications.types';\nexport type N = NotificationContent;\n",
    reported: false,
  },
  {
    name: "another module's index (allowed)",
    file: 'server/src/modules/events/fixture.service.ts',
    code: "import { CarDto } from '../cars';\nimport { CarLookDto } from '../cars/index';\nexport const c = [CarDto, CarLookDto];\n",
    reported: false,
  },
  {
    name: "a module's own DTO and repository type (allowed)",
    file: 'server/src/modules/cars/fixture.service.ts',
    code: "import { CarDto } from './car.dto';\nimport type { OwnedCarRow } from './car.repository';\nexport const c = CarDto;\nexport type R = OwnedCarRow;\n",
    reported: false,
  },
  {
    name: 'shared code in common/ (allowed)',
    file: 'server/src/modules/cars/fixture.dto.ts',
    code: "import { TextField } from '../../common/member-fields';\nexport const c = TextField;\n",
    reported: false,
  },
  {
    name: "a module's repository from outside the modules",
    file: 'server/src/ssr/fixture.ts',
    code: "import { EventRepository } from '../modules/events/event.repository';\nexport const c = EventRepository;\n",
    reported: true,
  },
  {
    name: 'a repository in a DTO at run time',
    file: 'server/src/modules/cars/fixture.dto.ts',
    code: "import { CarRepository } from './car.repository';\nexport const c = CarRepository;\n",
    reported: true,
  },
  // Probes of what the config let through while a later block's rule replaced an earlier one's.
  {
    name: "another module's repository by a path through modules/",
    file: 'server/src/modules/events/fixture.service.ts',
    code: "import { CarRepository } from '../../modules/cars/car.repository';\nexport const c = CarRepository;\n",
    reported: true,
  },
  {
    name: "another module's repository by a path ending .repository.js",
    file: 'server/src/modules/events/fixture.service.ts',
    code: "import { CarRepository } from '../cars/car.repository.js';\nexport const c = CarRepository;\n",
    reported: true,
  },
  {
    name: "another module's repository in a repository",
    file: 'server/src/modules/registrations/fixture.repository.ts',
    code: "import { UserAdminRepository } from '../users/user-admin.repository';\nexport const c = UserAdminRepository;\n",
    reported: true,
  },
  {
    name: "another module's repository in a DTO",
    file: 'server/src/modules/registrations/fixture.dto.ts',
    code: "import { UserAdminRepository } from '../users/user-admin.repository';\nexport const c = UserAdminRepository;\n",
    reported: true,
  },
  {
    name: 'pg in a service',
    file: 'server/src/modules/cars/fixture.service.ts',
    code: "import pg from 'pg';\nexport const c = pg;\n",
    reported: true,
  },
  {
    name: 'pg outside the modules and the data layer',
    file: 'server/src/page-cache/fixture.ts',
    code: "import pg from 'pg';\nexport const c = pg;\n",
    reported: true,
  },
  {
    name: 'pg in the page cache under the name its listener had (no file is exempt)',
    file: 'server/src/page-cache/content-listener.ts',
    code: "import pg from 'pg';\nexport const c = pg;\n",
    reported: true,
  },
  {
    name: 'PrismaService in a service',
    file: 'server/src/modules/cars/fixture.service.ts',
    code: "import { PrismaService } from '../../database/prisma.service';\nexport const c = PrismaService;\n",
    reported: true,
  },
  {
    name: 'PrismaService outside the modules',
    file: 'server/src/mail/fixture.service.ts',
    code: "import { PrismaService } from '../database/prisma.service';\nexport const c = PrismaService;\n",
    reported: true,
  },
  {
    name: 'PrismaService in a repository (allowed)',
    file: 'server/src/modules/cars/fixture.repository.ts',
    code: "import { PrismaService } from '../../database/prisma.service';\nexport const c = PrismaService;\n",
    reported: false,
  },
  {
    name: 'pg in server/src/database/ (allowed)',
    file: 'server/src/database/fixture.ts',
    code: "import pg from 'pg';\nexport const c = pg;\n",
    reported: false,
  },
  {
    name: 'the database URL token beside PrismaService (allowed)',
    file: 'server/src/jobs/fixture.service.ts',
    code: "import { DATABASE_URL } from '../database/prisma.service';\nexport const c = DATABASE_URL;\n",
    reported: false,
  },
  {
    name: 'a controller importing a repository',
    file: 'server/src/modules/cars/fixture.controller.ts',
    code: "import { CarRepository } from './car.repository';\nexport const c = CarRepository;\n",
    reported: true,
  },
  {
    name: "a controller importing a repository's row type (allowed)",
    file: 'server/src/modules/cars/fixture.controller.ts',
    code: "import type { OwnedCarRow } from './car.repository';\nexport type R = OwnedCarRow;\n",
    reported: false,
  },
  {
    name: 'reaching inside auth-api from ssr',
    file: 'server/src/ssr/fixture.ts',
    code: "import { anonKey } from '../auth-api/keys';\nexport const c = anonKey;\n",
    reported: true,
  },
  {
    name: 'reaching inside auth-api from a module',
    file: 'server/src/modules/users/fixture.service.ts',
    code: "import { AuthUserRepository } from '../../auth-api/auth-user.repository';\nexport const c = AuthUserRepository;\n",
    reported: true,
  },
  {
    name: 'reaching inside auth-api from the seed',
    file: 'server/src/database/seed/fixture.ts',
    code: "import { hashPassword } from '../../auth-api/password';\nexport const c = hashPassword;\n",
    reported: true,
  },
  {
    name: "auth-api's public entry (allowed)",
    file: 'server/src/ssr/fixture.ts',
    code: "import { anonKey } from '../auth-api';\nexport const c = anonKey;\n",
    reported: false,
  },
  {
    name: "auth-api's Nest module, which AppModule composes (allowed)",
    file: 'server/src/fixture.module.ts',
    code: "import { AuthApiModule } from './auth-api/auth-api.module';\nexport const c = AuthApiModule;\n",
    reported: false,
  },
  {
    name: 'auth-api inside itself (allowed)',
    file: 'server/src/auth-api/fixture.service.ts',
    code: "import { anonKey } from './keys';\nexport const c = anonKey;\n",
    reported: false,
  },
  {
    name: 'reaching into an auth-api sub-folder from ssr',
    file: 'server/src/ssr/fixture.ts',
    code: "import { anonKey } from '../auth-api/crypto/keys';\nexport const c = anonKey;\n",
    reported: true,
  },
  {
    name: 'auth-api across its own sub-folders (allowed)',
    file: 'server/src/auth-api/services/fixture.service.ts',
    code: "import { anonKey } from '../crypto/keys';\nexport const c = anonKey;\n",
    reported: false,
  },
  {
    name: 'PrismaService in an auth-api service',
    file: 'server/src/auth-api/services/fixture.service.ts',
    code: "import { PrismaService } from '../../database/prisma.service';\nexport const c = PrismaService;\n",
    reported: true,
  },
  {
    name: 'PrismaService in an auth-api repository (allowed)',
    file: 'server/src/auth-api/data/fixture.repository.ts',
    code: "import { PrismaService } from '../../database/prisma.service';\nexport const c = PrismaService;\n",
    reported: false,
  },
  {
    name: 'an auth-api controller importing a repository',
    file: 'server/src/auth-api/http/fixture.controller.ts',
    code: "import { AuthUserRepository } from '../data/auth-user.repository';\nexport const c = AuthUserRepository;\n",
    reported: true,
  },
  {
    name: "Nest's Logger in a service",
    file: 'server/src/modules/cars/fixture.service.ts',
    code: "import { Logger } from '@nestjs/common';\nexport const l = new Logger('x');\n",
    reported: true,
  },
  {
    name: "Nest's Logger in a command-line tool",
    file: 'server/src/bin/fixture.ts',
    code: "import { Injectable, Logger } from '@nestjs/common';\nexport const l = [Injectable, Logger];\n",
    reported: true,
  },
  {
    name: 'the injected pino logger (allowed)',
    file: 'server/src/storage/fixture.ts',
    code: "import { Inject } from '@nestjs/common';\nimport type { Logger } from 'pino';\nimport { LOGGER } from '../common/logger.module';\nexport class S { @Inject(LOGGER) private readonly logger!: Logger; }\nexport const i = Inject;\n",
    reported: false,
  },
  {
    name: 'one web feature importing another (alias)',
    file: 'web/src/features/events/components/fixture.ts',
    code: "import { CarsPage } from '@/features/cars/components/cars-page';\nexport const c = CarsPage;\n",
    reported: true,
  },
  {
    name: 'one web feature importing another (relative)',
    file: 'web/src/features/events/fixture.ts',
    code: "import { CarsPage } from '../cars/components/cars-page';\nexport const c = CarsPage;\n",
    reported: true,
  },
  {
    name: 'a feature importing itself through the alias (allowed)',
    file: 'web/src/features/events/components/fixture.ts',
    code: "import { fetchEvents } from '@/features/events/api/events';\nexport const c = fetchEvents;\n",
    reported: false,
  },
  {
    name: 'a feature importing its own folder relatively (allowed)',
    file: 'web/src/features/events/components/fixture.ts',
    code: "import { fetchEvents } from '../api/events';\nexport const c = fetchEvents;\n",
    reported: false,
  },
  {
    name: 'the app shell importing the staff console',
    file: 'web/src/app/fixture.ts',
    code: "import { StaffApp } from '@/staff/app';\nexport const c = StaffApp;\n",
    reported: true,
  },
  {
    name: 'a web entry importing the staff console',
    file: 'web/src/entry-fixture.tsx',
    code: "import { StaffApp } from './staff/app';\nexport const c = StaffApp;\n",
    reported: true,
  },
  {
    name: 'shared web code importing a feature',
    file: 'web/src/lib/fixture.ts',
    code: "import { EventsPage } from '../features/events/components/events-page';\nexport const c = EventsPage;\n",
    reported: true,
  },
  {
    name: 'a feature importing the app shell',
    file: 'web/src/features/events/fixture.ts',
    code: "import { routes } from '@/app/router';\nexport const c = routes;\n",
    reported: true,
  },
  {
    name: 'the staff console importing a feature',
    file: 'web/src/staff/fixture.ts',
    code: "import { EventsPage } from '../features/events/components/events-page';\nexport const c = EventsPage;\n",
    reported: true,
  },
  {
    name: 'a feature importing the staff console',
    file: 'web/src/features/events/fixture.ts',
    code: "import { StaffApp } from '@/staff/app';\nexport const c = StaffApp;\n",
    reported: true,
  },
  {
    name: 'a web import climbing two folders',
    file: 'web/src/features/events/components/fixture.ts',
    code: "import { formatDate } from '../../../lib/format';\nexport const c = formatDate;\n",
    reported: true,
  },
  {
    name: 'the same import through the @/ alias (allowed)',
    file: 'web/src/features/events/components/fixture.ts',
    code: "import { formatDate } from '@/lib/format';\nexport const c = formatDate;\n",
    reported: false,
  },
  {
    name: 'a feature importing shared code (allowed)',
    file: 'web/src/features/events/fixture.ts',
    code: "import { formatDate } from '@/lib/format';\nexport const c = formatDate;\n",
    reported: false,
  },
];

const script = `
const { ESLint } = require('eslint');
const cases = JSON.parse(process.argv[1]);
(async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const c of cases) {
    const [result] = await eslint.lintText(c.code, { filePath: c.file });
    out.push(result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').length);
  }
  process.stdout.write(JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('lint boundaries (eslint.config.mjs)', () => {
  let reports: number[];

  beforeAll(() => {
    const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify(cases)], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    reports = JSON.parse(stdout) as number[];
  }, 150_000);

  it.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const c = cases[i];
    if (c.reported) expect(reports[i]).toBeGreaterThan(0);
    else expect(reports[i]).toBe(0);
  });
});

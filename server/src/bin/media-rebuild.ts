// `npm run media:rebuild`: processes photos and avatars uploaded before images were processed
// (media/media-rebuild.ts). Works on DATABASE_URL, or on the embedded database under DATA_DIR when
// the site is stopped. Prints one line per image and a summary; exit code 1 when an image failed.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/config';
import { createLogger, NestPinoLogger } from '../common/logger';
import { commandDatabase, runCommand } from '../database/cli';
import { MediaRebuild } from '../media/media-rebuild';
import { AvatarFilesService } from '../modules/members/avatar-files.service';

async function rebuild(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const database = await commandDatabase(config);
  try {
    const app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: database.url, logger }),
      { logger: new NestPinoLogger(logger) },
    );
    try {
      const progress = (line: string) => process.stdout.write(`${line}\n`);
      const report = await app.get(MediaRebuild).run(progress);
      await app.get(AvatarFilesService).rebuildUnprocessed(report, progress);
      process.stdout.write(
        `EV Klub media:rebuild: ${report.photos} photo(s) and ${report.avatars} avatar(s) processed, ${report.failed.length} failed\n`,
      );
      for (const f of report.failed) process.stdout.write(`  ${f.key}: ${f.reason}\n`);
      if (report.failed.length) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.stop?.();
  }
}

runCommand('media:rebuild', async () => {
  await rebuild();
  if (process.exitCode) process.exit(process.exitCode);
});

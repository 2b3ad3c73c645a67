import { printAuthKeysHook } from './auth-keys.hook';
import { startLocalMailHook } from './maildev.hook';
import { ownerSetupHook } from './owner-setup.hook';
import { productionWarningsHook } from './production.hook';
import { seedDemoHook } from './seed.hook';
import type { StartContext } from './start-context';

/**
 * Steps that run after migrations and before the server listens (seeding, the local mail inbox,
 * auth keys, the first owner's setup link, production warnings). Each feature adds its step in its
 * own file and lists it here.
 */
export const onStartHooks: ((context: StartContext) => Promise<void>)[] = [
  seedDemoHook,
  startLocalMailHook,
  printAuthKeysHook,
  ownerSetupHook,
  productionWarningsHook,
];

import { consoleRouter, editorRouter, type AppDeps } from '../../../api/src/app.ts';
import { systemClock } from '../../../api/src/clock.ts';
import { VisitTally } from '../../../api/src/http/inProcess.ts';
import { MemoryCounterStore } from '../../../api/src/http/rateLimit.ts';
import { ResponseCache } from '../../../api/src/http/cache.ts';
import { LocalStorage } from '../../../api/src/services/storage/index.ts';
import { createMessenger } from '../../../api/src/services/messaging/index.ts';
import type { TestApp } from './testApp.ts';

// Every route under /api/console and /api/editor, read from the routers themselves, so that a route
// added tomorrow is walked by the sweeps that use this (authorization, optimistic versions).

export interface ConsoleRoute {
  method: string;
  /** As declared: `/console/:product/fees/:id`. */
  pattern: string;
  /** A path to call: `/api/console/clinic/fees/1`. */
  path: string;
}

export function consoleRoutes(t: TestApp): ConsoleRoute[] {
  const deps: AppDeps = {
    config: t.config,
    db: t.db,
    counters: new MemoryCounterStore(),
    storage: new LocalStorage(t.config.dataDir),
    cache: new ResponseCache(),
    messenger: createMessenger(t.db.knex, t.config.messaging),
    clock: systemClock,
    visits: new VisitTally(() => {}),
  };
  const seen = new Set<string>();
  const routes: ConsoleRoute[] = [];
  for (const layer of [...consoleRouter(deps).stack, ...editorRouter(deps).stack]) {
    for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
      const pattern = String(layer.path);
      const path = pattern
        .replace(':product', 'clinic')
        .replace(/:index\b/, '0')
        .replace(/:[A-Za-z]+/g, '1');
      const key = `${method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, pattern, path: '/api' + path });
    }
  }
  return routes;
}

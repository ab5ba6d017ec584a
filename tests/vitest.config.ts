import { defineConfig } from 'vitest/config';

// API tests run in-process against app.callback(): SQLite by default, MySQL/MariaDB when
// TEST_DATABASE_URL is set (each test file makes its own database and drops it afterwards).
export default defineConfig({
  test: {
    root: import.meta.dirname + '/..',
    // The unit tests touch no database: they run with the SQLite run only, not again on MariaDB.
    include: process.env.TEST_DATABASE_URL
      ? ['tests/api/**/*.test.ts']
      : ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // First the services the tests need (Redis; MariaDB with TEST_DATABASE_URL): a missing one stops
    // the run with one line. Then the public site's build the page tests need (template and bundle),
    // and a database migrated once (a SQLite file, or a MariaDB database), which each test app copies.
    globalSetup: [
      'tests/api/support/services.ts',
      'tests/api/support/buildSite.ts',
      'tests/api/support/sqliteTemplate.ts',
      'tests/api/support/mariadbTemplate.ts',
    ],
    // Files share their worker's modules (the app, React, sharp) instead of loading them afresh each
    // time: a quarter of the CPU time. Every file makes its own app and database (useTestApp), and no
    // test may leave anything behind in a module for the next file.
    // Pages render with React's production build, as the server renders them in production (the
    // development build renders several times slower). The apps under test say NODE_ENV=test themselves.
    env: { NODE_ENV: 'production' },
    pool: 'threads',
    isolate: false,
    // Ceilings against a hung test, not speed goals: on a busy two-core CI machine (the e2e tests and
    // both API runs side by side) a test that renders pages or seeds the demo content took over 30 s.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});

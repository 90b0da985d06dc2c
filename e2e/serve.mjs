// The browser tests' server: `npm run demo` itself, on a fresh database in DATA_DIR every run.
await import('../scripts/demo.mjs');

// `npm run demo`: the portal on a fresh demo database (DATA_DIR, default ./data/demo), filled
// with Dutch demo data; prints the demo logins, then starts like `npm start`.
import { emptyDataDir, seedDemoData, useDemoSettings } from './demo-seed.mjs';

useDemoSettings();
await emptyDataDir();
await seedDemoData();
await import('./start.mjs');

import { nl } from 'zod/locales';
import { config } from 'zod/mini';

/**
 * Zod's own messages in Dutch, set once at start. zod and zod/mini share one core and its
 * configuration, so this covers the login form (zod/mini) and every later form (the contract's
 * zod schemas) without loading zod's full API on the login page.
 */
config(nl());

import { z } from 'zod';
import { nl } from 'zod/locales';

/** Zod's own messages (type errors, missing fields, …) in Dutch, on the server and in forms. */
z.config(nl());

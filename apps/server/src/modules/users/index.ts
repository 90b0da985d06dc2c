// The users module's entry: other folders use the module only through this file (decision 063).
export { checkInitialAdminPassword, ensureInitialAdmin } from './initial-admin';
export { attachPractice } from './practice-links';
export { userRoutes } from './routes';
export { findUser, insertUser } from './service';

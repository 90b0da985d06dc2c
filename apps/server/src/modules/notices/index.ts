// The notices module's entry: other folders use the module only through this file (decision 063).
export { noticeAudienceAnswer } from './notice-audience';
export { noticesEnabled, setNoticesEnabled } from './notice-settings';
export { queueNotice } from './pending-notices';
export { startNoticeWorker } from './queue-notice-mails';
export { noticeRoutes } from './routes';
export { unsubscribeMailParts } from './unsubscribe-mail';

// The notices module's entry: other folders use the module only through this file (decision 063).
export { noticeAudienceAnswer, noticeAudienceOf } from './notice-audience';
export { noticesEnabled, setNoticesEnabled } from './notice-settings';
export { queueNotice } from './pending-notices';
export { noticeRoutes } from './routes';
export { startNoticeWorker } from './send-notices';
export { unsubscribeMailParts } from './unsubscribe-mail';

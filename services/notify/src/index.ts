export { notifyService, type NotifySettings } from './notifyModule';
export { PushSender, type PushTransport } from './sending/pushSender';
export { devicesExport } from './subscriptions/devicesExport';

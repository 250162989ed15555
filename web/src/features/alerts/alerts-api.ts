/**
 * Alerts pushed to the viewer's devices (`/v1/push/public-key`, `/v1/users/me/push-subscriptions`,
 * `/v1/users/me/alert-settings`, `/v1/users/me/alerts`), and subscribing this device through the
 * service worker's push manager.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@guide/common/contract';
import { apiJson } from '../../lib/api';
import { useToken } from '../../lib/session';

export const alertsQueries = {
  /** Whether the server sends alerts, and its key (public: the same for everyone). */
  pushKey: () =>
    queryOptions({ queryKey: ['alerts', 'key'], queryFn: ({ signal }) => apiJson('pushPublicKey', { signal }) }),
  devices: (token: string | null) =>
    queryOptions({
      queryKey: ['alerts', token, 'devices'],
      queryFn: ({ signal }) => apiJson('pushSubscriptions', { signal }),
      enabled: token !== null,
    }),
  settings: (token: string | null) =>
    queryOptions({
      queryKey: ['alerts', token, 'settings'],
      queryFn: ({ signal }) => apiJson('alertSettings', { signal }),
      enabled: token !== null,
    }),
  sent: (token: string | null) =>
    queryOptions({
      queryKey: ['alerts', token, 'sent'],
      queryFn: ({ signal }) => apiJson('sentAlerts', { signal }),
      enabled: token !== null,
    }),
};

/** Why this browser cannot get alerts, or null when it can. */
export function browserCannotPush(): string | null {
  if (typeof window === 'undefined') return null;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'This browser cannot receive alerts. On an iPhone or iPad, add the guide to your Home Screen first.';
  return null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

/**
 * Subscribes this device: the notification permission, the service worker, the push manager's
 * subscription to the server's key, then the subscription sent to the account.
 */
async function subscribeThisDevice(publicKey: string) {
  const cannot = browserCannotPush();
  if (cannot) throw new Error(cannot);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error('Alerts need permission to show notifications: allow them in this site’s settings and try again.');
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  return apiJson('addPushSubscription', {
    json: {
      endpoint,
      p256dh: keys?.p256dh,
      auth: keys?.auth,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
}

/** The account's devices, with Subscribe (this device) and Remove. */
export function useAlertDevices() {
  const token = useToken();
  const client = useQueryClient();
  const key = useQuery(alertsQueries.pushKey());
  const devices = useQuery(alertsQueries.devices(token));
  const refresh = () => client.invalidateQueries({ queryKey: alertsQueries.devices(token).queryKey });
  const subscribe = useMutation({
    mutationFn: () => {
      if (!key.data?.publicKey) throw new Error(key.data?.reason ?? 'Alerts are off on this server.');
      return subscribeThisDevice(key.data.publicKey);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiJson('removePushSubscription', { params: { id } }),
    onSuccess: (answer) => client.setQueryData(alertsQueries.devices(token).queryKey, answer),
  });
  return { key, devices, subscribe, remove };
}

/** What the viewer is alerted of, and the change of it. */
export function useAlertSettings() {
  const token = useToken();
  const client = useQueryClient();
  const settings = useQuery(alertsQueries.settings(token));
  const change = useMutation({
    mutationFn: (next: AlertSettings) =>
      apiJson('changeAlertSettings', {
        json: {
          gameStart: next.gameStart,
          gameFinal: next.gameFinal,
          episodeTonight: next.episodeTonight,
          episodeStreaming: next.episodeStreaming,
          filmOnTv: next.filmOnTv,
          filmStreaming: next.filmStreaming,
          leadMinutes: next.leadMinutes,
          quietStart: next.quietHours?.start ?? '',
          quietEnd: next.quietHours?.end ?? '',
        },
      }),
    onSuccess: (answer) => client.setQueryData(alertsQueries.settings(token).queryKey, answer),
  });
  return { settings, change };
}

/** The alerts sent in the last 30 days. */
export function useSentAlerts() {
  return useQuery(alertsQueries.sent(useToken()));
}

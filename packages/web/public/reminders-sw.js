/*
 * Reminders in the service worker (imported by the generated worker, build/pwa.ts). A push shows
 * the task's text with Done and Snooze 10 min, which call the API from here without opening the
 * app; when a planner page has the focus, it gets the reminder as an in-app toast instead. Plain
 * script: the push carries its own words (core REMINDER_TEXTS), the app's icon and the snooze length.
 */
/* global self, clients, fetch */

const focusedWindow = async () => {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.find((w) => w.focused && w.visibilityState === 'visible');
};

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data && event.data.json();
  } catch {
    return;
  }
  if (!data || (data.type !== 'reminder' && data.type !== 'nudge')) return;
  event.waitUntil(
    (async () => {
      const page = await focusedWindow();
      if (page) {
        page.postMessage(data);
        return;
      }
      // A daily nudge: kind words, and a click opens the planner.
      if (data.type === 'nudge') {
        await self.registration.showNotification(data.title, {
          body: data.text,
          icon: data.icon,
          tag: `nudge-${data.kind}`,
          data,
        });
        return;
      }
      await self.registration.showNotification(data.title, {
        body: data.text,
        icon: data.icon,
        tag: `reminder-${data.taskId}`,
        renotify: true,
        data,
        actions: [
          { action: 'done', title: data.labels.done },
          { action: 'snooze', title: data.labels.snooze },
        ],
      });
    })(),
  );
});

/** Done or Snooze through the API with the session cookie; false when that did not work. */
async function answer(action, data) {
  const body =
    action === 'done' ? { completed: true } : { remindAt: new Date(Date.now() + data.snoozeMs).toISOString() };
  try {
    const response = await fetch(`/api/tasks/${encodeURIComponent(data.taskId)}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The planner, in a window already open or a new one. */
async function openApp() {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows[0]) return windows[0].focus();
  return clients.openWindow('/planner');
}

async function onNotificationClick(notification, action) {
  notification.close();
  const data = notification.data;
  if (!data || data.type !== 'reminder') return openApp();
  // An expired session (401) or no network: the app opens, where the user can act.
  if ((action === 'done' || action === 'snooze') && (await answer(action, data))) return;
  return openApp();
}

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onNotificationClick(event.notification, event.action));
});

// For the end-to-end tests, which cannot click a system notification's buttons.
self.dayflowReminders = { onNotificationClick };

/*
 * Web push for the generated service worker (workbox `importScripts`): shows the server's notification
 * ({title, body, url, tag, actionYes?, actionNo?, actionParam?}) and opens or focuses the app at its url when the notification is clicked.
 */
const sw = globalThis;

sw.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' ? data.url : '/app/';
  // Yes / No (domain notificationActions): the pressed one opens the url with `actionParam=yes|no` — `free` on "Are you
  // free tomorrow?" (decision 037), `offer` on a job offered in a wave (decision 034)
  const actions =
    typeof data.actionYes === 'string' && typeof data.actionNo === 'string'
      ? [
          { action: 'yes', title: data.actionYes },
          { action: 'no', title: data.actionNo },
        ]
      : [];
  event.waitUntil(
    sw.registration.showNotification(typeof data.title === 'string' && data.title ? data.title : 'Vikariat', {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/app/icons/icon-192.png',
      badge: '/app/icons/icon-192.png',
      data: { url, actionParam: typeof data.actionParam === 'string' ? data.actionParam : 'free' },
      actions,
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/app/', sw.location.origin);
  const param = (event.notification.data && event.notification.data.actionParam) || 'free';
  if (event.action === 'yes' || event.action === 'no') target.searchParams.set(param, event.action);
  // only ever open this app's own pages
  const url = target.origin === sw.location.origin ? target.href : new URL('/app/', sw.location.origin).href;
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(`${sw.location.origin}/app`));
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return sw.clients.openWindow(url);
    }),
  );
});

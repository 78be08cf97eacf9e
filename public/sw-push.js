/*
 * Reminders by web push, in the service worker (imported by /sw.js: vite.config.ts, workbox
 * importScripts). The server words each message in the learner's language
 * (src/server/features/reminders); this shows it as sent and opens its page on a click.
 */
self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  // only a page of this app: a message can never send the learner elsewhere
  const url =
    typeof message.url === "string" && message.url.startsWith("/") && !message.url.startsWith("//")
      ? message.url
      : "/";
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/icons/icon-192.png",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      lang: message.lang === "hi" ? "hi-IN" : "en-IN",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? "/";
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // a tab of the app already open goes to the page and comes to the front; else a new one opens
      for (const client of windows) {
        try {
          const shown = client.url === url ? client : await client.navigate(url);
          if (shown) {
            await shown.focus().catch(() => undefined);
            return;
          }
        } catch {
          // not controlled by this worker: try the next, or open a window
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

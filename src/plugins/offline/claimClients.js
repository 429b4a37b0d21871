/* global self */
// Bundled into the service worker (plugin-pwa's `swCustom`). The first
// visit's worker takes charge of the page already open, so that page keeps
// working if the signal drops before the next load.
export default function claimClients() {
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}

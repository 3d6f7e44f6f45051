// Every phone live: GET /games/{id}/stream (Server-Sent Events), one `event` per stored
// event; the browser reconnects by itself and resumes from the last id it saw.

import { gamePath } from "./api.js";

export function follow(id, after, onEvent) {
  const source = new EventSource(gamePath(id, `/stream?after=${after}`));
  source.addEventListener("event", (message) => {
    try {
      onEvent(JSON.parse(message.data));
    } catch (err) {
      console.warn("stream event not understood", err);
    }
  });
  return () => source.close();
}

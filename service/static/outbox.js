// Moves waiting to be stored: kept on the device with their idempotency key, sent in order,
// again after a lost connection, and never stored twice (the server answers a known key with
// the event it already holds).

import { appendEvent, load, OfflineError, randomId, save } from "./api.js";

export class Outbox {
  constructor(gameId, token) {
    this.id = gameId;
    this.token = token;
    this.running = null;
    this.inFlight = null;
    this.seen = 0; // the last seq this phone stored, ahead of a state not reloaded yet
  }

  get items() {
    return load(`outbox.${this.id}`, { items: [] }).items;
  }

  write(items) {
    save(`outbox.${this.id}`, { items });
  }

  // A move made after `seq`; the first waiting move carries it as `expected_seq`, the next
  // ones take the seq of the move stored before them.
  add(type, data, seq) {
    const items = this.items;
    const item = { key: randomId(24), type, data, expected: items.length ? null : Math.max(seq, this.seen) };
    this.write([...items, item]);
    return item;
  }

  // Undo a move not sent yet; none while it is on its way.
  removeLast() {
    const items = this.items;
    const last = items[items.length - 1];
    if (!last || last.key === this.inFlight) return null;
    this.write(items.slice(0, -1));
    return last;
  }

  flush() {
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  // Send the waiting moves in order; stop at the first one the server does not store.
  async drain() {
    const stored = [];
    for (let item = this.items[0]; item; item = this.items[0]) {
      this.inFlight = item.key;
      try {
        const { body } = await appendEvent(this.id, this.token, item.key, bodyOf(item));
        this.stored(item.key, body.seq);
        stored.push(body);
      } catch (err) {
        if (err instanceof OfflineError || err.status >= 500) return { stored, waiting: true };
        return { stored, refused: { ...this.dropFrom(item.key), status: err.status, body: err.body } };
      } finally {
        this.inFlight = null;
      }
    }
    return { stored };
  }

  stored(key, seq) {
    this.seen = Math.max(this.seen, seq);
    const rest = this.items.filter((i) => i.key !== key);
    if (rest.length && rest[0].expected === null) rest[0] = { ...rest[0], expected: seq };
    this.write(rest);
  }

  // A refused move and those logged after it (they assumed it was stored) are dropped.
  dropFrom(key) {
    const items = this.items;
    const at = items.findIndex((i) => i.key === key);
    this.write(items.slice(0, at));
    return { item: items[at], dropped: items.slice(at + 1) };
  }
}

function bodyOf(item) {
  const body = { type: item.type, data: item.data };
  if (item.expected !== null && item.expected !== undefined) body.expected_seq = item.expected;
  return body;
}

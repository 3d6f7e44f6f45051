// One game's log on the phone and its way to the server. Every tap is checked and applied
// by the engine at once (the screen is right offline); the events still to send go in order,
// each with its Idempotency-Key and the expected_seq it was logged after. When another phone
// wrote first (409) the new events are fetched and the waiting ones checked again on top:
// the legal ones go, the others wait in `conflicts` for the user to send, edit or discard.
// A cut connection retries with the same keys: the server stores each event once.
// Each waiting move keeps the time it was tapped (`playedAt`), sent as the Played-At header
// whenever it goes: the server's own time (`at`) is when it arrived, maybe long after.

import { appendEvent, askEarly, gamePath, get, OfflineError, randomId } from "./api.js";
import * as engine from "./engine.js";
import { getLog, putLog } from "./localdb.js";

export class GameLog {
  // While the engine loads, the server's view of the match is asked as the log is read.
  static async open(id, token) {
    if (!engine.isReady()) askEarly(id);
    const log = new GameLog(id, token);
    const saved = await getLog(id);
    log.events = saved.events;
    log.pending = saved.pending;
    log.conflicts = saved.conflicts;
    return log;
  }

  constructor(id, token) {
    this.id = id;
    this.token = token;
    this.events = [];
    this.pending = [];
    this.conflicts = [];
    this.table = null;
    this.running = null;
    this.saving = Promise.resolve();
    this.turn = Promise.resolve();
  }

  get head() {
    return this.events.length ? this.events[this.events.length - 1].seq : 0;
  }

  get local() {
    return engine.isReady() && this.events.length > 0;
  }

  // One change of the log at a time (a tap, a stored event, a re-check): the engine and
  // the lists move together.
  serial(work) {
    const run = this.turn.then(work);
    this.turn = run.catch(() => {});
    return run;
  }

  save() {
    const copy = { id: this.id, events: this.events, pending: this.pending, conflicts: this.conflicts };
    this.saving = this.saving.then(() => putLog(structuredClone(copy))).catch(() => {});
    return this.saving;
  }

  // -- the engine's view -------------------------------------------------------------------

  // Fold the stored events, then the waiting ones; one no longer legal becomes a conflict.
  async rebuild() {
    if (this.table) this.table.destroy();
    this.table = null;
    if (!this.local) return;
    this.table = new engine.Table(this.events);
    const kept = [];
    for (const item of this.pending) {
      const result = await judged(this.table, item, "check");
      if (result.body) this.conflicts.push({ ...item, status: result.status, body: result.body });
      else kept.push(item);
    }
    this.pending = kept;
  }

  view() {
    return this.serial(async () => {
      if (!this.table) await this.rebuild();
      return this.table ? this.table.view() : null;
    });
  }

  viewAt(seq) {
    return this.serial(async () => {
      if (!this.table) await this.rebuild();
      return this.table ? this.table.viewAt(seq) : null;
    });
  }

  // A sentence read by the engine on the phone (offline too), or null while it loads.
  say(text) {
    return this.serial(async () => {
      if (this.local && !this.table) await this.rebuild();
      return this.table ? this.table.say(text) : null;
    });
  }

  // -- taps ------------------------------------------------------------------------------

  // A tap: checked and applied by the engine (refused at once with the server's rule and
  // message), or, while the engine loads, queued for the server to judge.
  tap(body) {
    return this.serial(() => this.logged(body));
  }

  async logged(body, playedAt = new Date().toISOString()) {
    if (this.local && !this.table) await this.rebuild();
    const result = this.table ? await judged(this.table, body) : null;
    if (result && result.body) return result;
    if (result) {
      this.pending.push(...result.events.map((e) => ({ key: randomId(24), type: e.type, data: e.data, playedAt })));
    } else {
      this.pending.push({ key: randomId(24), type: body.type, data: body.data || {}, playedAt });
    }
    this.save();
    return null;
  }

  // Take back the last move not sent yet (none while it is on its way).
  removeLast() {
    return this.serial(async () => {
      const last = this.pending[this.pending.length - 1];
      if (!last || last.key === this.inFlight) return null;
      this.pending.pop();
      await this.rebuild();
      this.save();
      return last;
    });
  }

  // -- conflicts: the user's word ----------------------------------------------------------

  discard(key) {
    this.conflicts = this.conflicts.filter((c) => c.key !== key);
    this.save();
  }

  // Send a conflicting move as it is: checked again now; still refused, it stays listed.
  resend(key) {
    return this.serial(async () => {
      const item = this.conflicts.find((c) => c.key === key);
      if (!item) return null;
      const refused = await this.logged({ type: item.type, data: item.data }, item.playedAt);
      if (refused) {
        Object.assign(item, { status: refused.status, body: refused.body });
        this.save();
        return refused;
      }
      this.discard(key);
      return null;
    });
  }

  // -- the server's events -----------------------------------------------------------------

  // Events stored on the server (its answer, the stream, a fetch), in seq order; resolves
  // whether anything new came. The phone's own events come back with their key.
  merge(events) {
    return this.serial(() => this.merged(events));
  }

  async merged(events) {
    const fresh = events.filter((e) => e.seq > this.head).sort((a, b) => a.seq - b.seq);
    const waiting = this.pending.length > 0;
    const added = [];
    let ours = true;
    for (const event of fresh) {
      if (event.seq !== this.head + 1) break; // a gap: the caller fetches what is missing
      this.events.push(event);
      added.push(event);
      const mine = event.key && this.pending.findIndex((p) => p.key === event.key);
      if (mine === 0) this.pending.shift();
      else {
        ours = false;
        if (mine > 0) this.pending.splice(mine, 1);
        this.conflicts = this.conflicts.filter((c) => c.key !== event.key);
      }
    }
    if (!added.length) return false;
    // Nothing waiting: the new events simply fold on; else the waiting ones are checked again.
    if (this.table && !waiting) for (const event of added) await this.table.push(event);
    else if (!ours || !this.table) await this.rebuild();
    this.save();
    return true;
  }

  async fetchNew() {
    const body = await get(gamePath(this.id, `/events?after=${this.head}`));
    return this.merge(body.events);
  }

  // -- sending -----------------------------------------------------------------------------

  flush() {
    if (!this.running) this.running = this.drain().finally(() => { this.running = null; });
    return this.running;
  }

  // Send the waiting moves in order. Returns {waiting} (no answer: try again later),
  // {denied} (the token is refused) or {} when all went.
  async drain() {
    for (let item = this.pending[0]; item; item = this.pending[0]) {
      this.inFlight = item.key;
      const expected = this.head;
      try {
        const { body } = await appendEvent(this.id, this.token, item.key,
          { type: item.type, data: item.data, expected_seq: expected }, item.playedAt);
        await this.stored(item, body);
      } catch (err) {
        if (err instanceof OfflineError || err.status >= 500) return { waiting: true };
        if (err.status === 401 || err.status === 403) return { denied: err };
        if (err.status === 409) {
          // The new events (or the stream, meanwhile) re-check the waiting moves: the next
          // turn sends what is still legal on top of them.
          const caught = await this.caughtUp();
          if (caught === null) return { waiting: true };
          if (caught || this.head !== expected) continue;
        }
        await this.refused(item, err);
      } finally {
        this.inFlight = null;
      }
    }
    return {};
  }

  // Another phone wrote first: fetch its events; the waiting ones are checked on top.
  // null when the network went meanwhile.
  async caughtUp() {
    try {
      return await this.fetchNew();
    } catch (err) {
      return err instanceof OfflineError ? null : false;
    }
  }

  async stored(item, event) {
    if (event.seq > this.head + 1) return this.fetchNew().catch(() => false);
    return this.serial(async () => {
      if (event.seq === this.head + 1) return this.merged([event]);
      // Already here (the stream brought it first): only the waiting copy goes.
      this.pending = this.pending.filter((p) => p.key !== item.key);
      this.save();
      return true;
    });
  }

  // The server refused a waiting move (its rules, or its shape): kept for the user, and the
  // moves after it checked again without it.
  refused(item, err) {
    return this.serial(async () => {
      if (!this.pending.some((p) => p.key === item.key)) return; // re-checked meanwhile
      this.pending = this.pending.filter((p) => p.key !== item.key);
      this.conflicts.push({ ...item, status: err.status, body: err.body });
      await this.rebuild();
      this.save();
    });
  }
}

// The engine's answer to a tap. Data the engine cannot even read (a field missing) is what
// the server's schemas refuse before its rules: refused here too, as a 400.
async function judged(table, body, how = "attempt") {
  try {
    return await table[how](body);
  } catch (err) {
    const message = String(err.message || err).trim().split("\n").pop();
    return { status: 400, body: { error: "invalid", message, errors: {} } };
  }
}

export function inEffect(events) {
  const cancelled = new Set(events.filter((e) => e.type === "retracted").map((e) => e.data.seq));
  return events.filter((e) => e.type !== "retracted" && !cancelled.has(e.seq));
}

// The latest event still in effect (a waiting move is simply taken back).
export function latestInEffect(events) {
  const live = inEffect(events).filter((e) => e.type !== "game_created");
  return live.length ? live[live.length - 1] : null;
}

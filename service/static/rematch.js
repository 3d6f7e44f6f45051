// A rematch at the end of a match: the same players in the same seats, the same rules
// (replays/rematch.py, run by the phone's engine), and the deal passing on to the left
// (CORE-DEAL-2): the first dealer is the one the next hand would have had.

import { createGame, OfflineError } from "./api.js";
import * as engine from "./engine.js";
import { t } from "./i18n.js";
import { currentDealer } from "./score.js";

// The new match goes to `start(created, dealer)` while `still()` (the screen not left).
export async function rematch(ctx, still, start, flash) {
  try {
    const created = ctx.log.events.find((e) => e.type === "game_created");
    const body = await engine.rematchBody(created.data);
    const dealer = currentDealer(ctx);
    const made = await createGame(body);
    if (still()) start(made, dealer);
  } catch (err) {
    flash(err instanceof OfflineError ? t("setup.offline") : t("rematch.failed", { message: err.message }));
  }
}

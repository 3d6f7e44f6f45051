// Rami's page module (games.js lists the hooks): the turn in its three steps (take, lay or
// discard, discard: RAMI-TURN-*), the card turned up at the deal, any discard typed in.

import { t } from "../i18n.js";

const WORDS = {
  fr: {
    "hv.turnTake": "À {name} : prendre une carte",
    "hv.turnMeld": "À {name} : poser ou défausser",
    "hv.turnDiscard": "À {name} : défausser",
  },
  en: {
    "hv.turnTake": "{name}: take a card",
    "hv.turnMeld": "{name}: lay or discard",
    "hv.turnDiscard": "{name}: discard",
  },
};

const STEPS = { take: "hv.turnTake", meld: "hv.turnMeld", discard: "hv.turnDiscard" };

// "À Anna : prendre une carte", or what else the step of the turn asks.
function turn(view, ctx) {
  const key = view.turn && STEPS[view.phase];
  return key ? t(key, { name: ctx.names[view.turn] || view.turn }) : null;
}

export default { words: WORDS, upcard: true, manual: "card_discarded", turn };

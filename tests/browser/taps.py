"""Counting the taps a test makes, and checking what stays on the phone's screen."""

from __future__ import annotations

PHONE_HEIGHT = 844


class Taps:
    """Every tap goes through here: `taps.count` is what a player's thumb would have done."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, locator) -> None:
        locator.tap()
        self.count += 1


def on_screen(page, locator) -> bool:
    """Inside the viewport as it is now, without scrolling (its whole box)."""
    box = locator.bounding_box()
    size = page.viewport_size
    return (
        bool(box)
        and box["y"] >= 0
        and box["x"] >= 0
        and (
            box["y"] + box["height"] <= size["height"] and box["x"] + box["width"] <= size["width"]
        )
    )


def page_width(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth")


SMALL_TARGETS = """() => [...document.querySelectorAll('button, input, select, summary')]
  .filter((e) => e.offsetParent !== null && !e.closest('.sr-only'))
  .map((e) => [e, e.getBoundingClientRect()])
  .filter(([e, r]) => r.height < 44 || (e.tagName === 'BUTTON' && r.width < 44))
  .map(([e, r]) => `${e.outerHTML.slice(0, 80)} ${Math.round(r.width)}x${Math.round(r.height)}`)"""


def small_targets(page) -> list[str]:
    """The visible controls smaller than 44 CSS pixels (a thumb's tap target)."""
    return page.evaluate(SMALL_TARGETS)

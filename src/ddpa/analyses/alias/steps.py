"""What one step of a demand search's budget is: the engines (`ddpa.analyses.alias.cfl`)
count them, the settings (`ddpa.analyses.alias.options`) name them."""

from __future__ import annotations

import enum


class StepCount(enum.Enum):
    """What one step of the budget is (see `ddpa.analyses.alias.cfl`'s docstring)."""

    ITEMS = "items"  # every item reached is processed and costs a step (section 4.5)
    ACTIVE = "active"  # inert items and trivial boxes cost nothing (cheaper, goes further)

"""Hypothesis profiles for the fuzz suite: "ci" (``make test``: small, derandomized, about a minute in all)
"mid" (200 examples) and "long" (``make fuzz``: 1,500 examples a test). Choose with HYPOTHESIS_PROFILE (default "ci")."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_quiet = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
          HealthCheck.large_base_example]
# deadline=None: each input's one-second limit is a CPU-time alarm of its own (fuzzkit.answered)
settings.register_profile("ci", max_examples=12, deadline=None, derandomize=True, database=None,
                          suppress_health_check=_quiet, print_blob=True)
settings.register_profile("long", max_examples=1500, deadline=None, database=None, suppress_health_check=_quiet,
                          print_blob=True)
settings.register_profile("mid", max_examples=200, deadline=None, database=None, suppress_health_check=_quiet,
                          print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

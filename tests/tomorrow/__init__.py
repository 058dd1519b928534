"""Tomorrow tests (a package, so test module names never clash with other games' tests)."""

# Two commands matter: `make lab` and `make test`. Each creates or refreshes .venv itself.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab test venv notebooks bench bench-same fuzz soak browser-test binder-check lite clean

# The example game (examples/dice_race) is a package of its own, declared through the entry point like any
# other game's: installed beside ours, the contract, UI and lab tests play it too (tests/test_example_game.py).
EXAMPLE := examples/dice_race

$(STAMP): pyproject.toml $(EXAMPLE)/pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,lab,playtest]' -e $(EXAMPLE)
	touch $(STAMP)

venv: $(STAMP)

# (root, e.g. in a container, needs --allow-root)
lab: $(STAMP)
	$(BIN)/jupyter lab $(if $(filter 0,$(shell id -u)),--allow-root,) notebooks/00-start-here.ipynb

# Two workers, one test file (or notebook) each at a time: a notebook's cells stay in one kernel.
test: $(STAMP)
	$(BIN)/python -m mypy tabletop_nb
	$(BIN)/python -m ruff check tabletop_nb examples
	PYTHONHASHSEED=0 $(BIN)/python -m pytest -n 2 --dist loadfile

# The fuzz suite with many more examples than `make test` runs (hypothesis profile "long").
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=long PYTHONHASHSEED=0 $(BIN)/python -m pytest -p no:nbval tests/fuzz -o addopts=

# 10,000 seeded random games per registered game, invariants after every event.
soak: $(STAMP)
	PYTHONHASHSEED=0 $(BIN)/python benchmarks/soak.py --games 10000

# Re-execute every notebook top to bottom and store outputs without widget state.
notebooks: $(STAMP)
	PYTHONHASHSEED=0 $(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	  --ExecutePreprocessor.store_widget_state=False notebooks/*.ipynb notebooks/*/*.ipynb

# Our random-play speed beside OpenSpiel's pure-Python Kuhn poker, in one run. OpenSpiel goes into a venv
# of its own (never a dependency of ours); if it cannot be installed the peer line says so.
PEER := benchmarks/.venv-peer
$(PEER)/.installed:
	test -x $(PEER)/bin/python || $(PY) -m venv $(PEER)
	$(PEER)/bin/python -m pip install -q open_spiel && touch $@ || echo "open_spiel could not be installed"

bench: $(STAMP) $(PEER)/.installed
	PYTHONHASHSEED=0 $(BIN)/python benchmarks/bench_all.py --peer $(PEER)/bin/python

# The same comparison in one process (the peer's venv), ours and Kuhn's in alternating bursts: drift falls on both.
bench-same: $(PEER)/.installed
	PYTHONHASHSEED=0 $(PEER)/bin/python benchmarks/bench_same_process.py

clean:
	rm -rf $(VENV) $(PEER) build dist site

# Browser tests, Binder check and the JupyterLite site (make binder-check, make lite).
-include mk/browser.mk

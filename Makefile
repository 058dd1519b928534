# Two commands matter: `make lab` and `make test`. Each creates or refreshes .venv itself.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: lab test venv notebooks bench browser-test binder-check lite clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,lab]'
	touch $(STAMP)

venv: $(STAMP)

# (root, e.g. in a container, needs --allow-root)
lab: $(STAMP)
	$(BIN)/jupyter lab $(if $(filter 0,$(shell id -u)),--allow-root,) notebooks/00-start-here.ipynb

test: $(STAMP)
	PYTHONHASHSEED=0 $(BIN)/python -m pytest

# Re-execute every notebook top to bottom and store outputs without widget state.
notebooks: $(STAMP)
	PYTHONHASHSEED=0 $(BIN)/jupyter nbconvert --to notebook --execute --inplace \
	  --ExecutePreprocessor.store_widget_state=False notebooks/*.ipynb notebooks/*/*.ipynb

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_turmoil.py
	$(BIN)/python benchmarks/bench_tomorrow.py

clean:
	rm -rf $(VENV) build dist site

# Browser tests, Binder check and the JupyterLite site (make binder-check, make lite).
-include mk/browser.mk

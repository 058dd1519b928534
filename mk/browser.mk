# Browser tests, Binder check and the JupyterLite site. Included by the main Makefile,
# which defines VENV, BIN and $(STAMP) (the project venv).
#
#   make browser-test   JupyterLab + Voila (+ JupyterLite if site/ exists) in Chromium
#   make binder-check   emulate a Binder build from binder/ alone and test it
#   make lite           build the offline JupyterLite site into site/
#   make lite-test      build site/ and run the JupyterLite browser test
#   make lite-serve     serve site/ on http://127.0.0.1:8000/
#   make bench-latency  click-to-redraw latency medians in JupyterLab (and when Python's answer reached the page)
#   make bench-latency-parts  the same click split into kernel work, page drawing and the answer's floor
#
# Chromium: `apt-get install -y chromium chromium-driver` (Playwright's own browser
# download is not used). Without it the browser tests skip, unless TNB_REQUIRE_BROWSER=1.

LITE_VENV := build/lite-venv
LITE_STAMP := $(LITE_VENV)/.installed
LITE_PY ?= python3.11
BROWSER_PYTEST := PYTHONHASHSEED=0 $(BIN)/python -m pytest -p no:cacheprovider -o addopts= -rs

.PHONY: browser-test binder-check lite lite-test lite-serve bench-latency bench-latency-parts

browser-test: $(STAMP)
	$(BROWSER_PYTEST) --durations=5 tests/browser

binder-check: $(STAMP)
	TEST_PYTHON=$(abspath $(BIN)/python) bash tests/browser/binder_check.sh build/binder-check

$(LITE_STAMP): lite/requirements-build.txt
	test -x $(LITE_VENV)/bin/python || $(LITE_PY) -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/python -m pip install -q --upgrade pip
	$(LITE_VENV)/bin/python -m pip install -q -r lite/requirements-build.txt
	touch $(LITE_STAMP)

lite: $(LITE_STAMP)
	$(LITE_VENV)/bin/python lite/build.py --output-dir site

lite-test: $(STAMP) lite
	$(BROWSER_PYTEST) -s tests/browser/test_lite.py

lite-serve:
	@test -f site/index.html || { echo "no site/: run make lite"; exit 1; }
	cd site && $(abspath $(BIN)/python) -m http.server --bind 127.0.0.1 8000

bench-latency: $(STAMP)
	$(BIN)/python benchmarks/latency.py

bench-latency-parts: $(STAMP)
	$(BIN)/python benchmarks/latency_parts.py

# Quick start: `make demo` and `make test` each set up .venv on first use.
PYTHON ?= python3
SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test tools bench lint typecheck dist clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/ddpa demo

test: $(STAMP) tools
	$(BIN)/python -m pytest

# csmith for the interpreter's differential tests (they skip, saying why, without it)
tools:
	@command -v csmith >/dev/null || { [ "$$(id -u)" = 0 ] && \
	  (apt-get update -qq && apt-get install -y -qq csmith libcsmith-dev) || \
	  echo "csmith not installed: the csmith differential tests will be skipped"; }

bench: $(STAMP)
	$(BIN)/ddpa bench frontend
	$(BIN)/python bench/interp_bench.py
	$(BIN)/ddpa bench dataflow --corpus lz4
	$(BIN)/ddpa alias-bench src/ddpa/examples/*.c tests/alias_programs/{pointers,structs,heap,arrays,funcptr,calls,recursion,globals,library}.c --generated 1000,10000,100000 --corpus all

dist: $(STAMP)
	$(BIN)/python -m build --outdir dist

lint: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy

clean:
	rm -rf $(VENV) build dist src/*.egg-info .pytest_cache .mypy_cache

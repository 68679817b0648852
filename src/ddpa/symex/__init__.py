"""Concolic execution of the IR with Z3 shadows, and test-input search (seed 004).

`concolic` runs one path with concrete values and their bit-vector shadows and records the
path condition; `inputs` says which values are symbolic; `dse` is the whole-program
generational search.
"""
